package org.apache.dubbo.qos.deploy;

import java.util.HashSet;
import java.util.Set;

import org.apache.dubbo.common.deploy.ApplicationDeployListener;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.context.ConfigManager;
import org.apache.dubbo.qos.server.QosOptions;
import org.apache.dubbo.qos.server.QosServer;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Starts the JVM's QoS server when the first application with {@code qos-enable} (the default) starts, and stops it
 * when the last of them has stopped; one server serves every application of the JVM, with the settings of the
 * first (as in Apache Dubbo). A port that cannot be bound is logged and the application starts without QoS, unless
 * {@code qos-check=true}, which makes it fail.
 */
public class QosDeployListener implements ApplicationDeployListener {

    private static final Logger log = LoggerFactory.getLogger(QosDeployListener.class);
    private static final Object LOCK = new Object();
    private static final Set<ApplicationModel> USERS = new HashSet<>();
    private static QosServer server;
    /** Set by the {@code shutdown} command: the server outlives the applications so the probes can report it. */
    private static boolean keepAfterLastStop;

    /** The running QoS server of this JVM, or null. */
    public static QosServer server() {
        synchronized (LOCK) {
            return server;
        }
    }

    /** Keeps the server answering after the last application stops (until {@link #stopServer()}). */
    public static void keepServerAfterLastStop() {
        synchronized (LOCK) {
            keepAfterLastStop = true;
        }
    }

    /** Stops the server now, whoever uses it (embedding and tests). */
    public static void stopServer() {
        QosServer stopping;
        synchronized (LOCK) {
            stopping = server;
            server = null;
            USERS.clear();
            keepAfterLastStop = false;
        }
        if (stopping != null) {
            stopping.stop();
        }
        for (ApplicationModel known : ApplicationStates.applications()) {
            ApplicationStates.Stage stage = ApplicationStates.stage(known);
            if (stage == ApplicationStates.Stage.STOPPED || stage == ApplicationStates.Stage.FAILED) {
                ApplicationStates.forget(known);
            }
        }
    }

    @Override
    public void onInitialize(ApplicationModel model) {
    }

    @Override
    public void onStarting(ApplicationModel model) {
        ApplicationStates.set(model, ApplicationStates.Stage.STARTING);
        ApplicationConfig application = ConfigManager.of(model).getApplication();
        if (application == null) {
            return;
        }
        QosOptions options = QosOptions.of(application);
        if (!options.enabled()) {
            return;
        }
        synchronized (LOCK) {
            if (server == null) {
                try {
                    server = QosServer.start(options);
                } catch (IllegalStateException e) {
                    if (options.check()) {
                        throw e;
                    }
                    log.warn("{}; the application starts without QoS", e.getMessage());
                    return;
                }
            } else if (!server.options().equals(options)) {
                log.info("Application {} shares the QoS server already running on {} ({}); its own QoS settings"
                        + " ({}) are not applied", application.getName(), server.address(), server.options(),
                        options);
            }
            USERS.add(model);
        }
    }

    @Override
    public void onStarted(ApplicationModel model) {
        ApplicationStates.set(model, ApplicationStates.Stage.STARTED);
    }

    @Override
    public void onStopping(ApplicationModel model) {
        ApplicationStates.set(model, ApplicationStates.Stage.STOPPING);
    }

    @Override
    public void onStopped(ApplicationModel model) {
        ApplicationStates.set(model, ApplicationStates.Stage.STOPPED);
        release(model);
    }

    @Override
    public void onFailure(ApplicationModel model, Throwable cause) {
        ApplicationStates.set(model, ApplicationStates.Stage.FAILED);
        release(model);
    }

    private static void release(ApplicationModel model) {
        boolean last;
        synchronized (LOCK) {
            last = USERS.remove(model) && USERS.isEmpty() && server != null && !keepAfterLastStop;
        }
        if (last) {
            stopServer();
        }
    }
}
