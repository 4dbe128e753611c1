package org.apache.dubbo.rpc.protocol.tri;

import java.util.ArrayDeque;

/**
 * The inbound messages of one streaming call on their way to the application, delivered in order on the call's
 * {@link SerialExecutor}. With automatic flow control each message is delivered as soon as the previous one was;
 * after {@link #disableAutoRequest()} only as many as {@link #request(int)} allowed. A message's HTTP/2 credit is
 * returned only after it was delivered, so what waits here is bounded by the stream's flow-control window. The end
 * of the stream is delivered after the last message; an abort skips what is still waiting.
 */
final class InboundMessages {

    /** What the application receives. */
    interface Sink {
        void onMessage(byte[] message);

        void onEnd();

        void onAbort(Throwable cause);
    }

    /** Returns credit for delivered bytes. */
    interface Credit {
        void consumed(int bytes);
    }

    private static final class Pending {
        final byte[] message;
        final int credit;

        Pending(byte[] message, int credit) {
            this.message = message;
            this.credit = credit;
        }
    }

    private final SerialExecutor executor;
    private final Credit credit;
    private Sink sink;
    private final ArrayDeque<Pending> queue = new ArrayDeque<>();
    private boolean autoRequest = true;
    private int requested;
    private boolean ended;
    /** With {@link #ended}: the stream ended with this error after its last message. */
    private Throwable endError;
    private boolean finished;
    private Throwable abort;

    InboundMessages(SerialExecutor executor, Credit credit) {
        this.executor = executor;
        this.credit = credit;
    }

    /** Sets where messages go; nothing is delivered before. */
    void sink(Sink sink) {
        synchronized (this) {
            this.sink = sink;
        }
        executor.execute(this::drain);
    }

    void add(byte[] message, int bytes) {
        synchronized (this) {
            if (finished || abort != null) {
                credit.consumed(bytes);
                return;
            }
            queue.add(new Pending(message, bytes));
        }
        executor.execute(this::drain);
    }

    void end() {
        end(null);
    }

    /** The stream ended after its last message, normally ({@code error} null) or with {@code error}. */
    void end(Throwable error) {
        synchronized (this) {
            ended = true;
            endError = error;
        }
        executor.execute(this::drain);
    }

    void abort(Throwable cause) {
        int dropped = 0;
        synchronized (this) {
            if (finished || abort != null) {
                return;
            }
            abort = cause;
            for (Pending p : queue) {
                dropped += p.credit;
            }
            queue.clear();
        }
        credit.consumed(dropped);
        executor.execute(this::drain);
    }

    void request(int count) {
        if (count <= 0) {
            throw new IllegalArgumentException("request(" + count + "): the count must be positive");
        }
        synchronized (this) {
            requested = (int) Math.min(Integer.MAX_VALUE, (long) requested + count);
        }
        executor.execute(this::drain);
    }

    void disableAutoRequest() {
        synchronized (this) {
            autoRequest = false;
        }
    }

    /** Runs on the serial executor only. */
    private void drain() {
        for (;;) {
            Pending next;
            Sink target;
            Throwable failed;
            boolean complete;
            synchronized (this) {
                target = sink;
                if (target == null || finished) {
                    return;
                }
                failed = abort;
                next = null;
                complete = false;
                if (failed == null) {
                    if (!queue.isEmpty() && (autoRequest || requested > 0)) {
                        next = queue.poll();
                        if (!autoRequest) {
                            requested--;
                        }
                    } else if (queue.isEmpty() && ended) {
                        complete = true;
                    } else {
                        return;
                    }
                }
                if (failed != null || complete) {
                    finished = true;
                }
            }
            if (failed != null) {
                target.onAbort(failed);
                return;
            }
            if (complete) {
                Throwable error;
                synchronized (this) {
                    error = endError;
                }
                if (error != null) {
                    target.onAbort(error);
                } else {
                    target.onEnd();
                }
                return;
            }
            try {
                target.onMessage(next.message);
            } finally {
                credit.consumed(next.credit);
            }
        }
    }
}
