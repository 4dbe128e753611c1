package org.apache.dubbo.rpc.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.common.classpath.DubboClassPathCheck;
import org.apache.dubbo.common.extension.ExtensionScope;

/**
 * The top level of Dubbo's runtime: normally one per process, holding the applications. {@link #defaultModel()}
 * is the one used by code that does not pass a model explicitly.
 */
public class FrameworkModel extends ScopeModel {

    public static final String NAME = "FrameworkModel";

    private static final Object DEFAULT_LOCK = new Object();
    private static final AtomicInteger IDS = new AtomicInteger();
    private static final List<FrameworkModel> ALL = new CopyOnWriteArrayList<>();
    private static volatile FrameworkModel defaultInstance;

    private final List<ApplicationModel> applications = new CopyOnWriteArrayList<>();
    private volatile ApplicationModel defaultApplication;

    public FrameworkModel() {
        super(null, ExtensionScope.FRAMEWORK, String.valueOf(IDS.incrementAndGet()));
        // the first model of an application is where start-up begins: refuse a class path mixing two Dubbos here
        DubboClassPathCheck.requireOnlyDubboTuned(FrameworkModel.class.getClassLoader());
        ALL.add(this);
    }

    /** The default framework, created on first use and again after it has been destroyed. */
    public static FrameworkModel defaultModel() {
        FrameworkModel model = defaultInstance;
        if (model == null || model.isDestroyed()) {
            synchronized (DEFAULT_LOCK) {
                model = defaultInstance;
                if (model == null || model.isDestroyed()) {
                    model = new FrameworkModel();
                    defaultInstance = model;
                }
            }
        }
        return model;
    }

    /** Every framework model not yet destroyed. */
    public static List<FrameworkModel> getAllInstances() {
        return Collections.unmodifiableList(new ArrayList<>(ALL));
    }

    /** Destroys every framework model, with their applications and modules (for shutdown and tests). */
    public static void destroyAll() {
        for (FrameworkModel model : ALL) {
            model.destroy();
        }
    }

    /** A new application in this framework. */
    public ApplicationModel newApplication() {
        checkNotDestroyed();
        ApplicationModel application = new ApplicationModel(this, nextChildId());
        applications.add(application);
        return application;
    }

    /** The application used when none is given, created on first use and again after it has been destroyed. */
    public ApplicationModel defaultApplication() {
        ApplicationModel application = defaultApplication;
        if (application == null || application.isDestroyed()) {
            synchronized (this) {
                application = defaultApplication;
                if (application == null || application.isDestroyed()) {
                    application = newApplication();
                    defaultApplication = application;
                }
            }
        }
        return application;
    }

    /** Every application not yet destroyed (this implementation has no internal application). */
    public List<ApplicationModel> getAllApplicationModels() {
        return getApplicationModels();
    }

    /** The applications not yet destroyed. */
    public List<ApplicationModel> getApplicationModels() {
        return Collections.unmodifiableList(new ArrayList<>(applications));
    }

    void removeApplication(ApplicationModel application) {
        applications.remove(application);
    }

    @Override
    protected void onDestroy() {
        for (ApplicationModel application : applications) {
            application.destroy();
        }
        ALL.remove(this);
    }
}
