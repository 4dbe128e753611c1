package org.apache.dubbo.rpc.cluster.configurator.parser;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.cluster.router.RuleDocument;

/**
 * Turns an override rule of the config center ({@code {application}.configurators} or
 * {@code {interface}:{version}:{group}.configurators}), as Dubbo Admin writes it, into the {@code override://} URLs
 * Dubbo applies, the way Apache Dubbo 3.3 does:
 *
 * <pre>
 * configVersion: v3.0
 * scope: service                 # or application
 * key: com.example.DemoService   # [group/]interface[:version], or the application
 * enabled: true
 * configs:
 *   - side: consumer             # consumer: applied by consumers; provider: by the provider to what it registers
 *     addresses: [0.0.0.0]       # the hosts it applies to (consumers' or providers'), 0.0.0.0 = all
 *     providerAddresses: ["10.0.0.5:20880"]   # consumer side: only towards these providers
 *     applications: [web]        # service scope: only these applications
 *     services: [com.example.DemoService]     # application scope: only these services
 *     parameters:
 *       timeout: 3000
 * </pre>
 *
 * Each config becomes {@code override://{address}/{interface}?category=dynamicconfigurators&side=...&{parameters}
 * &enabled=...&configVersion=...} with {@code group}/{@code version} from the key and {@code application} from
 * {@code applications} (service scope) or the key (application scope, category {@code appdynamicconfigurators}).
 */
public final class ConfigParser {

    static final String DYNAMIC_CONFIGURATORS = "dynamicconfigurators";
    static final String APP_DYNAMIC_CONFIGURATORS = "appdynamicconfigurators";

    private ConfigParser() {
    }

    /**
     * @throws IllegalArgumentException naming the problem if {@code rawConfig} is not such a rule
     */
    public static List<URL> parseConfigurators(String rawConfig) {
        return parse(rawConfig, "override rule");
    }

    /**
     * @param kind what the rule is, for messages (e.g. {@code override rule demo.configurators})
     * @throws IllegalArgumentException naming the problem if {@code rawConfig} is not such a rule
     */
    public static List<URL> parse(String rawConfig, String kind) {
        RuleDocument rule = RuleDocument.parse(rawConfig, kind);
        String scope = rule.string("scope", "service");
        if (!"service".equals(scope) && !"application".equals(scope)) {
            throw rule.invalid("scope", scope, "service or application");
        }
        String version = rule.string("configVersion", "v2.7");
        if (!version.startsWith("v2.7") && !version.startsWith("v3.0")) {
            throw rule.invalid("configVersion", version, "v2.7 or v3.0");
        }
        String key = rule.string("key", null);
        if (key == null || key.isEmpty()) {
            throw new IllegalArgumentException("The " + kind + " has no 'key' (the service or application it is for)");
        }
        boolean enabled = rule.bool("enabled", true);
        if (!rule.has("configs")) {
            throw new IllegalArgumentException("The " + kind + " has no 'configs'");
        }
        List<URL> urls = new ArrayList<>();
        for (RuleDocument item : rule.documents("configs")) {
            if (item.has("match")) {
                throw new IllegalArgumentException("The " + kind + " has a config with 'match' conditions, which"
                        + " Dubbo Tuned does not support yet; use addresses, providerAddresses, applications and"
                        + " services");
            }
            String parameters = parameters(item, kind);
            boolean itemEnabled = "general".equals(item.string("type", "general")) ? enabled
                    : item.bool("enabled", true);
            for (String address : addresses(item)) {
                if ("application".equals(scope)) {
                    List<String> services = item.strings("services");
                    for (String service : services.isEmpty() ? Collections.singletonList("*") : services) {
                        urls.add(URL.valueOf("override://" + address + "/" + service(service, kind) + parameters
                                + "&application=" + key + "&enabled=" + itemEnabled + "&category="
                                + APP_DYNAMIC_CONFIGURATORS + "&configVersion=" + version));
                    }
                } else {
                    String base = "override://" + address + "/" + service(key, kind) + parameters + "&enabled="
                            + itemEnabled + "&configVersion=" + version;
                    List<String> applications = item.strings("applications");
                    if (applications.isEmpty()) {
                        urls.add(URL.valueOf(base));
                    }
                    for (String application : applications) {
                        urls.add(URL.valueOf(base + "&application=" + application));
                    }
                }
            }
        }
        return urls;
    }

    private static List<String> addresses(RuleDocument item) {
        List<String> addresses = item.strings("addresses");
        return addresses.isEmpty() ? Collections.singletonList("0.0.0.0") : addresses;
    }

    /** {@code interface?group=g&version=v&} from {@code g/interface:v}. */
    private static String service(String serviceKey, String kind) {
        if (serviceKey == null || serviceKey.isEmpty()) {
            throw new IllegalArgumentException("The " + kind + " names an empty service");
        }
        StringBuilder query = new StringBuilder();
        String name = serviceKey;
        int slash = name.indexOf('/');
        if (slash > 0) {
            query.append("group=").append(name, 0, slash).append('&');
            name = name.substring(slash + 1);
        }
        int colon = name.indexOf(':');
        if (colon > 0) {
            query.append("version=").append(name.substring(colon + 1)).append('&');
            name = name.substring(0, colon);
        }
        return name + "?" + query;
    }

    /** {@code category=dynamicconfigurators&side=..&k=v..&providerAddresses=..}. */
    private static String parameters(RuleDocument item, String kind) {
        StringBuilder text = new StringBuilder("category=").append(DYNAMIC_CONFIGURATORS);
        String side = item.string("side", null);
        if (side != null) {
            if (!"consumer".equals(side) && !"provider".equals(side)) {
                throw item.invalid("side", side, "consumer or provider");
            }
            text.append("&side=").append(side);
        }
        Object parameters = item.raw("parameters");
        if (!(parameters instanceof Map) || ((Map<?, ?>) parameters).isEmpty()) {
            throw new IllegalArgumentException("The " + kind + " has a config without 'parameters': name at least"
                    + " one parameter to change");
        }
        for (Map.Entry<?, ?> entry : ((Map<?, ?>) parameters).entrySet()) {
            text.append('&').append(entry.getKey()).append('=').append(entry.getValue());
        }
        List<String> providers = item.strings("providerAddresses");
        if (!providers.isEmpty()) {
            text.append("&providerAddresses=").append(String.join(",", providers));
        }
        return text.toString();
    }
}
