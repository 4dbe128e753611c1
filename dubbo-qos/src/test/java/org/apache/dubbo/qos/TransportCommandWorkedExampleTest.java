package org.apache.dubbo.qos;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The worked example of docs/observability.md: two references with their own IO groups (2 connections on 1 thread,
 * 4 connections on 2 threads) and a provider with 2 workers, read back through the {@code transport} command.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class TransportCommandWorkedExampleTest {

    public interface Echo {
        String echo(String s);
    }

    private DubboBootstrap bootstrap;

    @AfterEach
    void stop() {
        if (bootstrap != null) {
            bootstrap.stop();
        }
        QosDeployListener.stopServer();
    }

    @Test
    void transportShowsConnectionsPlacedOnTheIoThreadsAskedFor() throws Exception {
        int port = NetUtils.getAvailablePort();
        ApplicationConfig application = new ApplicationConfig("worked-example");
        application.setQosPort(0);
        ProtocolConfig protocol = new ProtocolConfig("dubbo", port);
        protocol.setHost("127.0.0.1");
        protocol.setIothreads(2);
        ServiceConfig<Echo> service = new ServiceConfig<>();
        service.setInterface(Echo.class);
        service.setRef(s -> s);
        bootstrap = DubboBootstrap.newInstance().application(application)
                .registry(new RegistryConfig(RegistryConfig.NO_AVAILABLE)).protocol(protocol).service(service);
        List<ReferenceConfig<Echo>> references = new ArrayList<>();
        int[][] shapes = {{2, 1}, {4, 2}};
        for (int[] shape : shapes) {
            ReferenceConfig<Echo> reference = new ReferenceConfig<>();
            reference.setId("c" + shape[0] + "-io" + shape[1]);
            reference.setInterface(Echo.class);
            reference.setUrl("dubbo://127.0.0.1:" + port);
            reference.setScope("remote");
            reference.setConnections(shape[0]);
            reference.setIothreads(shape[1]);
            references.add(reference);
            bootstrap.reference(reference);
        }
        bootstrap.start();
        for (ReferenceConfig<Echo> reference : references) {
            Echo echo = reference.get();
            for (int i = 0; i < 200; i++) {
                assertEquals("x" + i, echo.echo("x" + i));
            }
        }
        int qos = QosDeployListener.server().port();

        String text = QosClients.get(qos, "transport").body();
        assertTrue(text.contains("client DubboClientIO-reference-c2-io1 (NIO, 1 thread, 2 channels)"), text);
        assertTrue(text.contains("client DubboClientIO-reference-c4-io2 (NIO, 2 threads, 4 channels)"), text);
        assertTrue(text.contains("server DubboServerWorker-" + port + " (NIO, 2 threads, 6 channels)"), text);

        JSONArray groups = JSON.parseArray(QosClients.get(qos, "transport?format=json").body());
        JSONObject wide = group(groups, "DubboClientIO-reference-c4-io2");
        assertNotNull(wide, groups::toString);
        for (Object thread : wide.getJSONArray("threads")) {
            JSONObject t = (JSONObject) thread;
            assertEquals(2, t.getIntValue("channels"), "round-robin: two of the four connections per thread");
            long frames = 0;
            for (Object channel : t.getJSONArray("channelList")) {
                frames += ((JSONObject) channel).getLongValue("framesWritten");
            }
            assertEquals(100, frames, "each thread carried half of the 200 calls of this reference");
        }
        JSONObject narrow = group(groups, "DubboClientIO-reference-c2-io1");
        assertEquals(1, narrow.getJSONArray("threads").size());
        assertEquals(2, narrow.getJSONArray("threads").getJSONObject(0).getIntValue("channels"));
    }

    private static JSONObject group(JSONArray groups, String name) {
        for (int i = 0; i < groups.size(); i++) {
            if (name.equals(groups.getJSONObject(i).getString("name"))) {
                return groups.getJSONObject(i);
            }
        }
        return null;
    }
}
