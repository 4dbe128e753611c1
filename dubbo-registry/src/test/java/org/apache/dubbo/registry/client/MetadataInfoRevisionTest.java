package org.apache.dubbo.registry.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.metadata.MetadataInfo;
import org.apache.dubbo.metadata.MetadataInfo.ServiceInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The revision algorithm and the MetadataInfo forms (registry spec 5.5), checked against real Apache output. */
class MetadataInfoRevisionTest {

    @ParameterizedTest
    @ValueSource(strings = {"3.3.5", "3.2.15", "3.3.5-remote"})
    void recomputesTheRevisionApachePublishedFromTheUrlsItRegistered(String version) {
        MetadataInfo info = ApplicationMetadata.of(ApacheGolden.APPLICATION, ApacheGolden.providerUrls(version),
                "default");
        assertEquals(ApacheGolden.instanceRevision(version), info.getRevision());
        assertEquals(2, info.getServices().size());
    }

    @Test
    void registryClusterIsPartOfTheRevision() {
        List<URL> urls = ApacheGolden.providerUrls("3.3.5");
        assertNotEquals(ApacheGolden.instanceRevision("3.3.5"),
                ApplicationMetadata.of(ApacheGolden.APPLICATION, urls, null).getRevision());
    }

    @Test
    void apacheMetadataInfoJsonParsesToTheServicesWeBuildAndKeepsItsRevision() {
        String json = ApacheGolden.text("3.3.5-remote-metadata-info.json");
        MetadataInfo theirs = MetadataJson.parseMetadataInfo(json);
        MetadataInfo ours = ApplicationMetadata.of(ApacheGolden.APPLICATION,
                ApacheGolden.providerUrls("3.3.5-remote"), "default");
        assertEquals(ours.getServices(), theirs.getServices());
        assertEquals(theirs.getRevision(), theirs.calRevision());
        assertEquals(ours.getRevision(), theirs.getRevision());
        ServiceInfo grouped = theirs.getServiceInfo("grp/interop.api.GreetingService:1.0.0:dubbo");
        assertEquals("grp", grouped.getGroup());
        assertEquals(20992, grouped.getPort());
        assertEquals("default", grouped.getParameter("REGISTRY_CLUSTER"));
    }

    @Test
    void writesMetadataInfoJsonInApacheShape() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        JsonNode theirs = mapper.readTree(ApacheGolden.text("3.3.5-remote-metadata-info.json"));
        MetadataInfo ours = ApplicationMetadata.of(ApacheGolden.APPLICATION,
                ApacheGolden.providerUrls("3.3.5-remote"), "default");
        JsonNode written = mapper.readTree(MetadataJson.metadataInfo(ours));
        assertEquals(theirs, written);
        assertEquals(ApacheGolden.fieldNames(theirs), ApacheGolden.fieldNames(written));
        for (String key : List.of("interop.api.GreetingService:dubbo", "grp/interop.api.GreetingService:1.0.0:dubbo")) {
            assertEquals(ApacheGolden.fieldNames(theirs.path("services").path(key)),
                    ApacheGolden.fieldNames(written.path("services").path(key)), key);
        }
    }

    @Test
    void noServicesMeansRevisionZero() {
        MetadataInfo info = ApplicationMetadata.of("app", Collections.emptyList(), "default");
        assertEquals(MetadataInfo.EMPTY_REVISION, info.getRevision());
    }

    @Test
    void processSpecificParametersStayOutOfServiceParameters() {
        URL url = URL.valueOf("dubbo://10.0.0.5:20880/com.example.Demo?interface=com.example.Demo&pid=42"
                + "&timestamp=1&bind.ip=0.0.0.0&bind.port=20880&QOS.ENABLE=false&sayHello.timestamp=2&ipv6=::1"
                + "&heartbeat.timeout=9&monitor=x&timeout=3000&sayHello.timeout=100&side=provider");
        Map<String, String> params = ApplicationMetadata.serviceInfo(url, "default").getParams();
        assertEquals(Map.of("interface", "com.example.Demo", "timeout", "3000", "sayHello.timeout", "100",
                "side", "provider", "REGISTRY_CLUSTER", "default"), params);
    }

    @Test
    void identicalDeploymentsShareARevisionAndAChangedParameterSplitsIt() {
        URL one = URL.valueOf("dubbo://10.0.0.5:20880/com.example.Demo?interface=com.example.Demo&timestamp=1&pid=1");
        URL other = URL.valueOf("dubbo://10.0.0.5:20880/com.example.Demo?interface=com.example.Demo&timestamp=2&pid=2");
        assertEquals(ApplicationMetadata.of("app", List.of(one), null).getRevision(),
                ApplicationMetadata.of("app", List.of(other), null).getRevision());
        assertNotEquals(ApplicationMetadata.of("app", List.of(one), null).getRevision(),
                ApplicationMetadata.of("app", List.of(one.addParameter("timeout", "1")), null).getRevision());
    }

    @Test
    void serializedFieldsAreApachesNamesAndTypes() {
        assertEquals(List.of("app:String", "revision:String", "services:Map"), serializedFields(MetadataInfo.class));
        assertEquals(List.of("name:String", "group:String", "version:String", "protocol:String", "port:int",
                "path:String", "params:Map"), serializedFields(ServiceInfo.class));
        assertEquals("org.apache.dubbo.metadata.MetadataInfo$ServiceInfo", ServiceInfo.class.getName());
        assertTrue(java.io.Serializable.class.isAssignableFrom(MetadataInfo.class));
        assertFalse(Modifier.isAbstract(ServiceInfo.class.getModifiers()));
    }

    private static List<String> serializedFields(Class<?> type) {
        List<String> fields = new ArrayList<>();
        for (Field field : type.getDeclaredFields()) {
            int modifiers = field.getModifiers();
            if (!Modifier.isStatic(modifiers) && !Modifier.isTransient(modifiers)) {
                fields.add(field.getName() + ":" + field.getType().getSimpleName());
            }
        }
        return fields;
    }
}
