package org.apache.dubbo.rpc.cluster.governance;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.FrameworkModel;

/**
 * Finds the rule repository of the application a consumer or provider URL belongs to: the live application model
 * whose configuration has the URL's {@code application} name, else the default one.
 */
public final class GovernanceRules {

    private GovernanceRules() {
    }

    public static GovernanceRuleRepository repository(URL url) {
        return new DefaultGovernanceRuleRepositoryImpl(applicationOf(url));
    }

    /** The application model of {@code url}'s {@code application}, else the default model. */
    public static ApplicationModel applicationOf(URL url) {
        String name = url == null ? null : url.getParameter("application");
        if (name != null && !name.isEmpty()) {
            ApplicationModel firstMatch = null;
            for (FrameworkModel framework : FrameworkModel.getAllInstances()) {
                for (ApplicationModel application : framework.getApplicationModels()) {
                    if (name.equals(application.getApplicationName())) {
                        if (application.modelEnvironment().getDynamicConfiguration().isPresent()) {
                            return application;
                        }
                        if (firstMatch == null) {
                            firstMatch = application;
                        }
                    }
                }
            }
            if (firstMatch != null) {
                return firstMatch;
            }
        }
        return ApplicationModel.defaultModel();
    }
}
