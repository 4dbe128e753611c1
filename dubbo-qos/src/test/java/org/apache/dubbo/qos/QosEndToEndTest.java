package org.apache.dubbo.qos;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONArray;
import com.alibaba.fastjson2.JSONObject;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.qos.deploy.QosDeployListener;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The QoS server of a running provider, driven over telnet and HTTP as operators and Kubernetes drive it. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class QosEndToEndTest {

    public interface Hello {
        String sayHello(String name);

        int add(int a, int b);
    }

    private static EmbeddedZooKeeper zooKeeper;
    private DubboBootstrap provider;
    private ReferenceConfig<Hello> reference;

    @BeforeAll
    static void startZooKeeper() throws Exception {
        zooKeeper = EmbeddedZooKeeper.start();
    }

    @AfterAll
    static void stopZooKeeper() {
        zooKeeper.close();
    }

    @AfterEach
    void stop() {
        if (reference != null) {
            reference.destroy();
        }
        if (provider != null) {
            provider.stop();
        }
        QosDeployListener.stopServer();
    }

    /** Starts a provider with QoS on a free port; {@code allow} enables guarded commands. */
    private int start(String allow, String whitelist) {
        ApplicationConfig application = new ApplicationConfig("qos-e2e");
        application.setQosEnable(true);
        application.setQosPort(0);
        application.setQosAnonymousAllowCommands(allow);
        application.setQosAcceptForeignIpWhitelist(whitelist);
        RegistryConfig registry = new RegistryConfig("zookeeper://" + zooKeeper.getConnectString());
        registry.setGroup("qos" + System.nanoTime());
        ProtocolConfig protocol = new ProtocolConfig("dubbo", NetUtils.getAvailablePort());
        protocol.setHost("127.0.0.1");
        ServiceConfig<Hello> service = new ServiceConfig<>();
        service.setInterface(Hello.class);
        service.setRef(new Hello() {
            @Override
            public String sayHello(String name) {
                return "Hello " + name;
            }

            @Override
            public int add(int a, int b) {
                return a + b;
            }
        });
        provider = DubboBootstrap.newInstance().application(application).registry(registry).protocol(protocol)
                .service(service).start();
        reference = new ReferenceConfig<>();
        reference.setApplication(new ApplicationConfig("qos-e2e-consumer"));
        reference.setInterface(Hello.class);
        reference.setUrl("dubbo://127.0.0.1:" + protocol.getPort());
        reference.setScope("remote");
        assertEquals("Hello traffic", reference.get().sayHello("traffic"));
        assertNotNull(QosDeployListener.server(), "QoS server started with the application");
        return QosDeployListener.server().port();
    }

    @Test
    void telnetCommandsAnswerInApacheFormats() throws Exception {
        int port = start(null, null);
        int dubboPort = provider.getConfigManager().getProtocols().get(0).getPort();
        try (QosClients.Telnet telnet = new QosClients.Telnet(port)) {
            String welcome = telnet.awaitWelcome();
            assertTrue(welcome.contains("/____/ \\____//____//____/ \\____/"), welcome);

            String ls = telnet.command("ls");
            String name = Hello.class.getName();
            assertTrue(ls.startsWith("As Provider side:\n+"), ls);
            assertTrue(ls.contains("|zookeeper-A(Y)/zookeeper-I(Y)|"), ls);
            assertTrue(ls.contains("Provider Service Name"), ls);
            assertTrue(ls.contains("As Consumer side:\n"), ls);
            assertTrue(ls.contains("|" + name + "|"), "consumer row: " + ls);

            assertEquals("dubbo version \"3.3.5\"", telnet.command("version"));
            assertEquals(String.valueOf(dubboPort), telnet.command("ps"));
            // as Apache Dubbo: host 127.0.0.1 means every interface and the machine address registered, and a
            // consumer given 127.0.0.1 dials the machine address
            String machine = NetUtils.getLocalHost();
            assertEquals("dubbo://" + machine + ":" + dubboPort, telnet.command("ps -l"));
            assertTrue(telnet.command("ps " + dubboPort).startsWith(machine + ":"), telnet.command("ps " + dubboPort));
            assertEquals("true", telnet.command("ready"));
            assertEquals("true", telnet.command("live"));
            assertEquals("true", telnet.command("startup"));

            // offline one service: unregistered everywhere while it keeps serving
            assertEquals("OK", telnet.command("offline " + name));
            assertTrue(telnet.command("ls").contains("|zookeeper-A(N)/zookeeper-I(N)|"));
            assertEquals(503, QosClients.get(port, "ready").status());
            assertEquals("Hello still", reference.get().sayHello("still"));
            assertEquals("OK", telnet.command("onlineInterface " + name));
            assertTrue(telnet.command("ls").contains("|zookeeper-A(N)/zookeeper-I(Y)|"));
            assertEquals("OK", telnet.command("online"));
            assertTrue(telnet.command("ls").contains("|zookeeper-A(Y)/zookeeper-I(Y)|"));
            assertEquals("service not found", telnet.command("offline no.such.Service"));

            String help = telnet.command("help");
            assertTrue(help.matches("(?s)\\+-+\\+-{82}\\+\n\\| +cd \\| Change default service\\. +\\|\n.*"), help);
            assertTrue(help.contains("| serializeCheckStatus | get serialize check status "), help);
            assertTrue(help.contains("|            transport | Show IO groups"), help);
            assertTrue(telnet.command("help online").contains("|      EXAMPLE | online dubbo"));

            assertTrue(telnet.command("getConfig ApplicationConfig").contains("<dubbo:application"));
            assertTrue(telnet.command("serializeCheckStatus").startsWith("CheckStatus: " + checkStatus()
                    + "\n\nCheckSerializable: true\n\nAllowedPrefix:\n"));
            assertEquals("Unexpected argument length.", telnet.command("switchLogLevel"));
            assertTrue(telnet.command("switchLogLevel FOO").startsWith("switchLogLevel FOO :fail to execute"
                    + " commandContext by unknown level FOO"));

            assertEquals("Used the " + name + " as default.\r\nYou can cancel default service by command: cd /",
                    telnet.command("cd " + name));
            assertEquals(name, telnet.command("pwd"));
            assertTrue(telnet.command("count").contains("|sayHello|"), "count table");

            String transport = telnet.command("transport");
            assertTrue(transport.contains("server DubboServerWorker-" + dubboPort), transport);
            assertTrue(transport.contains("client DubboClientIO-shared"), transport);
            assertTrue(transport.contains("WRITE_SPIN_COUNT=16"), transport);

            // bad commands: one line, never a stack trace
            assertEquals("nosuch :no such command", telnet.command("nosuch"));
            assertTrue(telnet.command("shutdown").startsWith("shutdown :permission deny, the command is disabled"));
            assertTrue(telnet.command("invoke " + name + ".sayHello(\"x\")").startsWith("invoke :permission deny"));
            String tooLong = telnet.command("x".repeat(5000));
            assertFalse(tooLong.contains("\tat "), tooLong);
            assertEquals("BYE!\n", telnet.commandUntilClosed("quit"));
        }
    }

    @Test
    void httpCommandsAndKubernetesProbes() throws Exception {
        int port = start(null, null);
        assertEquals(new QosClients.HttpAnswer(200, "text/plain", "true"), QosClients.get(port, "live"));
        assertEquals(new QosClients.HttpAnswer(200, "text/plain", "true"), QosClients.get(port, "ready"));
        assertEquals(new QosClients.HttpAnswer(200, "text/plain", "true"), QosClients.get(port, "startup"));
        assertEquals(404, QosClients.get(port, "nosuch").status());
        assertEquals(404, QosClients.get(port, "").status());
        QosClients.HttpAnswer ls = QosClients.get(port, "ls");
        assertEquals(200, ls.status());
        assertTrue(ls.body().contains("zookeeper-A(Y)/zookeeper-I(Y)"), ls.body());
        assertEquals("OK", QosClients.get(port, "offline?service=" + Hello.class.getName()).body());
        assertEquals(503, QosClients.get(port, "ready").status());
        assertEquals("false", QosClients.get(port, "ready").body());
        assertEquals("OK", QosClients.get(port, "online?service=" + Hello.class.getName()).body());
        assertEquals(200, QosClients.get(port, "ready").status());

        JSONObject config = JSON.parseObject(QosClients.get(port, "getConfig").body());
        JSONObject app = config.getJSONObject("Dubbo Application(qos-e2e)");
        assertNotNull(app, config::toString);
        assertEquals("qos-e2e", app.getJSONObject("ApplicationConfig").getJSONObject("qos-e2e").getString("name"));
        JSONObject serialize = JSON.parseObject(QosClients.get(port, "serializeCheckStatus").body());
        assertEquals(checkStatus(), serialize.getString("checkStatus"));
        assertTrue(serialize.getJSONArray("disAllowedPrefix").size() > 10);

        QosClients.HttpAnswer transport = QosClients.get(port, "transport?format=json");
        assertEquals("application/json", transport.contentType());
        JSONArray groups = JSON.parseArray(transport.body());
        JSONObject server = null;
        for (int i = 0; i < groups.size(); i++) {
            if (groups.getJSONObject(i).getString("name").startsWith("DubboServerWorker-")) {
                server = groups.getJSONObject(i);
            }
        }
        assertNotNull(server, transport.body());
        long framesRead = 0;
        for (Object t : server.getJSONArray("threads")) {
            for (Object c : ((JSONObject) t).getJSONArray("channelList")) {
                framesRead += ((JSONObject) c).getLongValue("framesRead");
            }
        }
        assertTrue(framesRead >= 1, "the server channel counted the consumer's call: " + transport.body());
        assertEquals(403, QosClients.get(port, "shutdown").status());
    }

    @Test
    void guardedCommandsRunOnceEnabled() throws Exception {
        int port = start("invoke,shutdown", null);
        try (QosClients.Telnet telnet = new QosClients.Telnet(port)) {
            telnet.awaitWelcome();
            String name = Hello.class.getName();
            assertTrue(telnet.command("invoke " + name + ".sayHello(\"q\")").startsWith("result: \"Hello q\"\r\nelapsed: "));
            telnet.command("cd " + name);
            assertTrue(telnet.command("invoke add(2, 3)").startsWith("Use default service " + name
                    + ".\r\nresult: 5\r\n"));
            assertEquals("Invalid parameters, format: service.method(args)", telnet.command("invoke nonsense"));
            assertTrue(telnet.command("shutdown").startsWith("Application has shutdown successfully"));
        }
        assertTrue(provider.isStopped());
        assertEquals(new QosClients.HttpAnswer(503, "text/plain", "false"), QosClients.get(port, "ready"));
        assertEquals(200, QosClients.get(port, "live").status());
        provider = null;
    }

    @Test
    void foreignClientsGetOnlyTheProbesUnlessWhitelisted() throws Exception {
        InetAddress external = nonLoopbackAddress();
        org.junit.jupiter.api.Assumptions.assumeTrue(external != null, "no non-loopback address here");
        int port = start(null, null);
        try (QosClients.Telnet telnet = new QosClients.Telnet(external, port, external)) {
            telnet.awaitWelcome();
            assertEquals("ls :permission deny", telnet.command("ls"));
            assertEquals("version :permission deny", telnet.command("version"));
            assertEquals("true", telnet.command("ready"));
        }
        assertEquals(403, QosClients.get(external, port, "ls").status());
        assertEquals(200, QosClients.get(external, port, "live").status());
        assertEquals(200, QosClients.get(external, port, "startup").status());
        stop();
        provider = null;
        reference = null;

        int trusted = start(null, external.getHostAddress() + "/32");
        assertEquals(200, QosClients.get(external, trusted, "ls").status());
    }

    private static String checkStatus() {
        switch (org.apache.dubbo.common.serialize.security.SerializationSecurity.policy().mode()) {
            case ALLOW_LIST:
                return "STRICT";
            case DENY_LIST:
                return "WARN";
            default:
                return "DISABLE";
        }
    }

    private static InetAddress nonLoopbackAddress() throws Exception {
        for (NetworkInterface nif : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            if (!nif.isUp() || nif.isLoopback()) {
                continue;
            }
            for (InetAddress a : Collections.list(nif.getInetAddresses())) {
                if (a instanceof Inet4Address && !a.isLoopbackAddress()) {
                    return a;
                }
            }
        }
        return null;
    }

}
