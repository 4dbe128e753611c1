package io.github.dubbotuned.benchmark.runner;

import java.util.ArrayList;
import java.util.List;

/**
 * The soak's accounting of failed calls against provider restarts. A failed call is <em>in flight at a restart</em>
 * when it started before a provider was signalled and ended after: only those can be blamed on the restart, and only
 * after a {@code KILL} (a graceful {@code TERM} must lose nothing). Every other failure is a lost call.
 */
final class RestartLedger {

    /** One signal sent to a provider, in epoch milliseconds. */
    static final class Restart {
        final String signal;
        final long signalledAt;

        Restart(String signal, long signalledAt) {
            this.signal = signal;
            this.signalledAt = signalledAt;
        }
    }

    /** One failed call as the consumer reported it, in epoch milliseconds. */
    static final class Failure {
        final long start;
        final long end;
        final String error;
        final String message;

        Failure(long start, long end, String error) {
            this(start, end, error, "");
        }

        Failure(long start, long end, String error, String message) {
            this.start = start;
            this.end = end;
            this.error = error;
            this.message = message == null ? "" : message;
        }

        /** What ended the call as a user reads it: the error's class, and whether its last attempt timed out. */
        String kind() {
            String simple = error.substring(error.lastIndexOf('.') + 1);
            return message.toLowerCase(java.util.Locale.ROOT).contains("timeout") ? simple + " (timeout)" : simple;
        }
    }

    private final List<Restart> restarts = new ArrayList<Restart>();
    private final List<Failure> failures = new ArrayList<Failure>();

    synchronized void restart(Restart restart) {
        restarts.add(restart);
    }

    synchronized void failure(Failure failure) {
        failures.add(failure);
    }

    synchronized int failures() {
        return failures.size();
    }

    /** Failed calls in flight when a provider was sent {@code signal}. */
    synchronized int inFlightAt(String signal) {
        int count = 0;
        for (Failure failure : failures) {
            Restart restart = restartDuring(failure);
            if (restart != null && restart.signal.equals(signal)) {
                count++;
            }
        }
        return count;
    }

    /** Failed calls not in flight at any {@code KILL}: a graceful restart, or nothing at all, explains them. */
    synchronized List<Failure> lost() {
        List<Failure> lost = new ArrayList<Failure>();
        for (Failure failure : failures) {
            Restart restart = restartDuring(failure);
            if (restart == null || !"KILL".equals(restart.signal)) {
                lost.add(failure);
            }
        }
        return lost;
    }

    private Restart restartDuring(Failure failure) {
        for (Restart restart : restarts) {
            if (failure.start <= restart.signalledAt && failure.end >= restart.signalledAt) {
                return restart;
            }
        }
        return null;
    }
}
