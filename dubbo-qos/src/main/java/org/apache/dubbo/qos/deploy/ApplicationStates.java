package org.apache.dubbo.qos.deploy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.apache.dubbo.rpc.model.ApplicationModel;

/**
 * The stage of every application the bootstrap has told us about, for the probes: {@code startup} (has it
 * finished starting), {@code ready} (started and not shutting down) and {@code live}.
 */
public final class ApplicationStates {

    public enum Stage { STARTING, STARTED, STOPPING, STOPPED, FAILED }

    private static final Map<ApplicationModel, Stage> STAGES = new ConcurrentHashMap<>();

    private ApplicationStates() {
    }

    static void set(ApplicationModel model, Stage stage) {
        STAGES.put(model, stage);
    }

    static void forget(ApplicationModel model) {
        STAGES.remove(model);
    }

    /** Applications known, in no particular order. */
    public static List<ApplicationModel> applications() {
        return new ArrayList<>(STAGES.keySet());
    }

    public static Stage stage(ApplicationModel model) {
        return STAGES.get(model);
    }

    /** Whether every known application has finished starting (and at least one is known). */
    public static boolean startedUp() {
        if (STAGES.isEmpty()) {
            return false;
        }
        for (Stage s : STAGES.values()) {
            if (s == Stage.STARTING || s == Stage.FAILED) {
                return false;
            }
        }
        return true;
    }

    /** Whether every known application is started (none starting, stopping or stopped). */
    public static boolean allStarted() {
        if (STAGES.isEmpty()) {
            return false;
        }
        for (Stage s : STAGES.values()) {
            if (s != Stage.STARTED) {
                return false;
            }
        }
        return true;
    }
}
