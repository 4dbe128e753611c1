package org.apache.dubbo.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.MetricsConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.qos.deploy.QosDeployListener;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Real calls between a provider and a consumer, then {@code /metrics} scraped over HTTP and parsed. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class MetricsEndToEndTest {

    public interface Calc {
        int add(int a, int b);

        String fail(String why);
    }

    private DubboBootstrap provider;
    private ReferenceConfig<Calc> reference;

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

    record Scrape(int status, String contentType, String body) {
    }

    static Scrape scrape(int port) throws Exception {
        HttpURLConnection c = (HttpURLConnection) new URL("http://127.0.0.1:" + port + "/metrics").openConnection();
        c.setConnectTimeout(5000);
        c.setReadTimeout(10_000);
        int status = c.getResponseCode();
        InputStream in = status >= 400 ? c.getErrorStream() : c.getInputStream();
        String body = in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        return new Scrape(status, c.getContentType(), body);
    }

    int startProviderWithMetrics() {
        ApplicationConfig application = new ApplicationConfig("metrics-e2e");
        application.setVersion("2.1.0");
        application.setQosPort(0);
        MetricsConfig metrics = new MetricsConfig();
        metrics.setProtocol("prometheus");
        ProtocolConfig protocol = new ProtocolConfig("dubbo", NetUtils.getAvailablePort());
        protocol.setHost("127.0.0.1");
        protocol.setThreads(8);
        ServiceConfig<Calc> service = new ServiceConfig<>();
        service.setInterface(Calc.class);
        service.setRef(new Calc() {
            @Override
            public int add(int a, int b) {
                return a + b;
            }

            @Override
            public String fail(String why) {
                throw new IllegalStateException(why);
            }
        });
        reference = new ReferenceConfig<>();
        reference.setInterface(Calc.class);
        reference.setUrl("dubbo://127.0.0.1:" + protocol.getPort());
        reference.setScope("remote");
        reference.setCheck(false);
        provider = DubboBootstrap.newInstance().application(application).metrics(metrics)
                .registry(new RegistryConfig(RegistryConfig.NO_AVAILABLE)).protocol(protocol).service(service)
                .reference(reference).start();
        return QosDeployListener.server().port();
    }

    Calc referenceGet() {
        return reference.get();
    }

    @Test
    void rpcThreadPoolAndTransportMetricsAreScrapedWithApacheNames() throws Exception {
        int qos = startProviderWithMetrics();
        Calc calc = reference.get();
        int calls = 25;
        for (int i = 0; i < calls; i++) {
            assertEquals(i + 1, calc.add(i, 1));
        }
        assertThrows(RuntimeException.class, () -> calc.fail("boom"));
        String iface = Calc.class.getName();

        PrometheusText text = null;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < deadline) {
            Scrape s = scrape(qos);
            assertEquals(200, s.status(), s.body());
            assertTrue(s.contentType().startsWith("text/plain"), s.contentType());
            text = PrometheusText.parse(s.body());
            if (text.sum("dubbo_provider_requests_total", "interface", iface) >= calls + 1
                    && text.sum("dubbo_provider_requests_business_failed_total", "method", "fail") >= 1) {
                break;
            }
            Thread.sleep(50);
        }
        assertEquals(calls, text.sum("dubbo_consumer_requests_total", "interface", iface, "method", "add"));
        assertEquals(calls, text.sum("dubbo_consumer_requests_succeed_total", "interface", iface, "method", "add"));
        assertEquals(calls, text.sum("dubbo_provider_requests_total", "interface", iface, "method", "add"));
        assertEquals(1, text.sum("dubbo_provider_requests_business_failed_total", "method", "fail"));
        assertEquals(1, text.sum("dubbo_consumer_requests_failed_total", "method", "fail"));
        assertEquals(0, text.sum("dubbo_consumer_requests_timeout_total", "method", "add"));
        assertEquals("counter", text.types.get("dubbo_consumer_requests_total"));
        assertEquals("gauge", text.types.get("dubbo_provider_rt_milliseconds_max"));
        PrometheusText.Sample max = text.find("dubbo_provider_rt_milliseconds_max", "method", "add").get(0);
        assertEquals("metrics-e2e", max.labels().get("application_name"));
        assertEquals("2.1.0", max.labels().get("application_version"));
        assertEquals("", max.labels().get("group"));
        assertTrue(max.value() >= 0);
        assertFalse(text.find("dubbo_consumer_rt_milliseconds_avg", "method", "add").isEmpty());
        assertFalse(text.find("dubbo_provider_rt_milliseconds_sum", "method", "add").isEmpty());

        assertEquals(8, text.sum("dubbo_thread_pool_max_size"), "the provider pool's threads=8");
        assertFalse(text.find("dubbo_thread_pool_active_size").isEmpty());
        assertFalse(text.find("dubbo_thread_pool_queue_size").isEmpty());

        assertTrue(text.sum("dubbo_transport_frames_written_total", "side", "client") >= calls + 1);
        assertTrue(text.sum("dubbo_transport_frames_read_total", "side", "server") >= calls + 1);
        assertTrue(text.sum("dubbo_transport_read_bytes_total", "side", "server") > 0);
        assertTrue(text.sum("dubbo_transport_flushes_total", "side", "client") >= 1);
        assertTrue(text.sum("dubbo_transport_io_channels") >= 2, "client and server channel on IO threads");
        assertFalse(text.find("dubbo_transport_writable", "side", "client").isEmpty());
        assertFalse(text.find("dubbo_transport_io_busy_ratio").isEmpty());
    }

    @Test
    void theMetricsCommandAnswersOverTelnetTooAndJvmWithoutMetricsConfigHasNone() throws Exception {
        int qos = startProviderWithMetrics();
        reference.get().add(1, 2);
        try (java.net.Socket s = new java.net.Socket("127.0.0.1", qos)) {
            s.setSoTimeout(10_000);
            s.getOutputStream().write("metrics\r\n".getBytes(StandardCharsets.UTF_8));
            StringBuilder out = new StringBuilder();
            InputStream in = s.getInputStream();
            int b;
            while ((b = in.read()) >= 0) {
                out.append((char) b);
                if (out.toString().endsWith("\r\ndubbo>")) {
                    break;
                }
            }
            assertTrue(out.toString().contains("# TYPE dubbo_consumer_requests_total counter"), out.toString());
        }
    }
}
