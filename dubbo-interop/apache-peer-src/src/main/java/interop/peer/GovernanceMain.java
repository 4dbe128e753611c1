package interop.peer;

import java.io.File;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.config.configcenter.DynamicConfiguration;
import org.apache.dubbo.common.config.configcenter.DynamicConfigurationFactory;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.registry.NotifyListener;
import org.apache.dubbo.registry.Registry;
import org.apache.dubbo.registry.RegistryFactory;

/**
 * What operators and tools do with Apache Dubbo's own APIs, one operation per run:
 * <ul>
 *   <li>{@code --op publish --config-center ADDR --key K [--group G] --file PATH}: writes the file's content to the
 *       config center through {@code DynamicConfigurationFactory} / {@code DynamicConfiguration.publishConfig}, as
 *       governance rules are written; prints {@code RESULT publish PASS};</li>
 *   <li>{@code --op remove --config-center ADDR --key K [--group G]}: removes the key
 *       ({@code DynamicConfiguration.removeConfig}); prints {@code RESULT remove PASS};</li>
 *   <li>{@code --op get --config-center ADDR --key K [--group G]}: prints {@code CONFIG <content on one line>};</li>
 *   <li>{@code --op consumers --registry ADDR --interface NAME}: reads the consumers registered for the interface
 *       through {@code RegistryFactory}: {@code Registry.lookup} (one {@code LOOKUP-URL <full url>} line each) and
 *       {@code Registry.subscribe} to the {@code consumers} category as Dubbo Admin does (one
 *       {@code CONSUMER-URL <full url>} line each, from the first notification); then
 *       {@code RESULT consumers PASS <count notified>}. Measured: 3.3.5's {@code lookup} returns nothing for the
 *       {@code consumers} category even when the node is there and the subscription delivers it.</li>
 * </ul>
 */
public final class GovernanceMain {

    private GovernanceMain() {
    }

    public static void main(String[] args) throws Exception {
        Options options = Options.parse(args, new HashSet<String>(Arrays.asList("op", "config-center", "registry",
                "key", "group", "file", "interface")));
        String op = options.require("op");
        try {
            if ("consumers".equals(op)) {
                consumers(options);
            } else {
                configCenter(op, options);
            }
        } catch (Throwable t) {
            System.out.println("RESULT " + op + " FAIL " + t);
            t.printStackTrace(System.out);
            System.out.flush();
            System.exit(1);
        }
        System.out.flush();
        // Dubbo's non-daemon threads must not keep the tool alive
        System.exit(0);
    }

    private static void configCenter(String op, Options options) throws Exception {
        URL address = URL.valueOf(options.require("config-center"));
        DynamicConfiguration configuration = ExtensionLoader.getExtensionLoader(DynamicConfigurationFactory.class)
                .getExtension(address.getProtocol()).getDynamicConfiguration(address);
        String key = options.require("key");
        String group = options.get("group", DynamicConfiguration.DEFAULT_GROUP);
        if ("publish".equals(op)) {
            String content = new String(Files.readAllBytes(new File(options.require("file")).toPath()),
                    Charset.forName("UTF-8"));
            if (!configuration.publishConfig(key, group, content)) {
                throw new IllegalStateException("publishConfig returned false");
            }
            System.out.println("RESULT publish PASS " + group + "/" + key);
        } else if ("remove".equals(op)) {
            configuration.removeConfig(key, group);
            System.out.println("RESULT remove PASS " + group + "/" + key);
        } else if ("get".equals(op)) {
            String content = configuration.getConfig(key, group);
            System.out.println("CONFIG " + (content == null ? "<none>" : content.replace('\n', '|')));
            System.out.println("RESULT get PASS");
        } else {
            throw new IllegalArgumentException("unknown --op " + op + "; known: publish, remove, get, consumers");
        }
    }

    private static void consumers(Options options) {
        String service = options.require("interface");
        Registry registry = ExtensionLoader.getExtensionLoader(RegistryFactory.class).getAdaptiveExtension()
                .getRegistry(URL.valueOf(options.require("registry")));
        URL query = URL.valueOf("consumer://0.0.0.0/" + service + "?interface=" + service
                + "&category=consumers&group=*&version=*&classifier=*&check=false");
        List<URL> consumers = registry.lookup(query);
        for (URL consumer : consumers) {
            System.out.println("LOOKUP-URL " + consumer.toFullString());
        }
        // what Dubbo Admin does: subscribe to the category and take the first notification
        final List<URL> notified = new CopyOnWriteArrayList<URL>();
        final CountDownLatch first = new CountDownLatch(1);
        NotifyListener listener = new NotifyListener() {
            @Override
            public void notify(List<URL> urls) {
                notified.clear();
                notified.addAll(urls);
                first.countDown();
            }
        };
        registry.subscribe(query, listener);
        try {
            first.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        for (URL consumer : notified) {
            System.out.println("CONSUMER-URL " + consumer.toFullString());
        }
        System.out.println("RESULT consumers PASS " + notified.size());
        registry.destroy();
    }
}
