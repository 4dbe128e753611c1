package org.apache.dubbo.qos.command.impl;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.alibaba.fastjson2.JSON;
import org.apache.dubbo.config.AbstractConfig;
import org.apache.dubbo.config.ReferenceConfigBase;
import org.apache.dubbo.config.ServiceConfigBase;
import org.apache.dubbo.config.context.ConfigManager;
import org.apache.dubbo.qos.command.CommandContext;
import org.apache.dubbo.qos.command.CommandResult;
import org.apache.dubbo.qos.command.QosCommand;
import org.apache.dubbo.rpc.model.ApplicationModel;

/**
 * {@code getConfig [ConfigType [id]]}: the running configuration of every application. Over telnet, as Apache
 * prints it ({@code ApplicationConfig: name} then the bean as {@code <dubbo:application ... />}); over HTTP, JSON
 * keyed by application, config type and id.
 */
public class GetConfigCommand implements QosCommand {

    @Override
    public String summary() {
        return "Get current running config.";
    }

    @Override
    public List<String> examples() {
        return java.util.Arrays.asList("getConfig", "getConfig ReferenceConfig",
                "getConfig ServiceConfig com.example.DemoService");
    }

    @Override
    public CommandResult execute(CommandContext context) {
        String type = context.arg(0);
        String id = context.arg(1);
        StringBuilder text = new StringBuilder();
        Map<String, Object> json = new LinkedHashMap<>();
        for (ApplicationModel model : Deployed.applications()) {
            ConfigManager configs = ConfigManager.of(model);
            String appName = "Dubbo Application(" + model.getApplicationName() + ")";
            text.append("ApplicationModel: ").append(appName).append('\n');
            Map<String, Object> app = new LinkedHashMap<>();
            for (Map.Entry<String, AbstractConfig> e : entries(configs)) {
                String kind = e.getValue().getClass().getSimpleName().replaceAll("Bean$", "Config");
                kind = kind.endsWith("Config") ? kind : simpleKind(e.getValue());
                if (type != null && !type.isEmpty() && !type.equals(kind)) {
                    continue;
                }
                if (id != null && !id.isEmpty() && !id.equals(e.getKey())) {
                    continue;
                }
                text.append(kind).append(": ").append(e.getKey()).append('\n').append(e.getValue()).append("\n\n");
                @SuppressWarnings("unchecked")
                Map<String, Object> byId = (Map<String, Object>) app.computeIfAbsent(kind,
                        k -> new LinkedHashMap<String, Object>());
                byId.put(e.getKey(), ConfigView.of(e.getValue()));
            }
            json.put(appName, app);
        }
        return CommandResult.ok(context.isHttp() ? JSON.toJSONString(json) : text.toString());
    }

    private static String simpleKind(AbstractConfig config) {
        for (Class<?> c = config.getClass(); c != null; c = c.getSuperclass()) {
            if (c.getName().startsWith("org.apache.dubbo.config.") && c.getSimpleName().endsWith("Config")) {
                return c.getSimpleName();
            }
        }
        return config.getClass().getSimpleName();
    }

    private static List<Map.Entry<String, AbstractConfig>> entries(ConfigManager configs) {
        List<Map.Entry<String, AbstractConfig>> out = new ArrayList<>();
        add(out, configs.getApplication(), configs.getApplication() == null ? null
                : configs.getApplication().getName());
        for (AbstractConfig c : configs.getRegistries()) {
            add(out, c, null);
        }
        for (AbstractConfig c : configs.getProtocols()) {
            add(out, c, null);
        }
        add(out, configs.getMetrics(), null);
        add(out, configs.getMonitor(), null);
        add(out, configs.getSsl(), null);
        for (AbstractConfig c : configs.getModules()) {
            add(out, c, null);
        }
        for (AbstractConfig c : configs.getProviders()) {
            add(out, c, null);
        }
        for (AbstractConfig c : configs.getConsumers()) {
            add(out, c, null);
        }
        for (ServiceConfigBase<?> c : configs.getServices()) {
            add(out, c, c.getUniqueServiceName());
        }
        for (ReferenceConfigBase<?> c : configs.getReferences()) {
            add(out, c, c.getUniqueServiceName());
        }
        return out;
    }

    private static void add(List<Map.Entry<String, AbstractConfig>> out, AbstractConfig config, String name) {
        if (config == null) {
            return;
        }
        String key = name != null ? name : config.getId() != null ? config.getId() : "(empty)";
        out.add(new java.util.AbstractMap.SimpleImmutableEntry<>(key, config));
    }
}
