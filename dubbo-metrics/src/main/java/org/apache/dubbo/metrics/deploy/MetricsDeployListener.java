package org.apache.dubbo.metrics.deploy;

import org.apache.dubbo.common.deploy.ApplicationDeployListener;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.MetricsConfig;
import org.apache.dubbo.config.context.ConfigManager;
import org.apache.dubbo.metrics.MetricsSettings;
import org.apache.dubbo.metrics.MicrometerSupport;
import org.apache.dubbo.metrics.micrometer.MicrometerMetrics;
import org.apache.dubbo.metrics.rpc.MetricsFilter;
import org.apache.dubbo.metrics.rpc.RpcStats;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns metrics on when an application that declares {@code <dubbo:metrics>} starts: RPC counting, then the meters
 * (only if Micrometer is on the class path; without it there are no metrics and no error, one info line says
 * so). Metrics stay on until the last such application stops.
 */
public class MetricsDeployListener implements ApplicationDeployListener {

    private static final Logger log = LoggerFactory.getLogger(MetricsDeployListener.class);
    private static int users;

    @Override
    public void onInitialize(ApplicationModel model) {
    }

    @Override
    public void onStarting(ApplicationModel model) {
        ConfigManager configs = ConfigManager.of(model);
        MetricsConfig config = configs.getMetrics();
        if (config == null) {
            return;
        }
        MetricsSettings settings = MetricsSettings.of(config);
        if (!MicrometerSupport.micrometer()) {
            log.info("<dubbo:metrics> is declared but io.micrometer:micrometer-core is not on the class path: no"
                    + " metrics are published");
            return;
        }
        ApplicationConfig app = configs.getApplication();
        synchronized (MetricsDeployListener.class) {
            users++;
            MetricsFilter.enable(settings.rpc());
            MicrometerMetrics.start(settings, app == null ? null : app.getName(), app == null ? null
                    : app.getVersion());
        }
    }

    @Override
    public void onStarted(ApplicationModel model) {
    }

    @Override
    public void onStopping(ApplicationModel model) {
    }

    @Override
    public void onStopped(ApplicationModel model) {
        release(model);
    }

    @Override
    public void onFailure(ApplicationModel model, Throwable cause) {
        release(model);
    }

    private static void release(ApplicationModel model) {
        if (ConfigManager.of(model).getMetrics() == null || !MicrometerSupport.micrometer()) {
            return;
        }
        synchronized (MetricsDeployListener.class) {
            if (users > 0 && --users == 0) {
                MetricsFilter.enable(false);
                MicrometerMetrics.stop();
                RpcStats.global().clear();
            }
        }
    }
}
