package com.alibaba.dubbo.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.TimeUnit;

import com.alibaba.dubbo.rpc.RpcContext;
import org.apache.dubbo.registry.zookeeper.EmbeddedZooKeeper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.context.support.ClassPathXmlApplicationContext;

/** A 2.6 XML file (code.alibabatech.com namespace) with a 2.6-API service, through ZooKeeper. */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class LegacyXmlTest {

    @Test
    void legacyNamespaceServiceAndReferenceMeetThroughZooKeeper() throws Exception {
        try (EmbeddedZooKeeper zookeeper = EmbeddedZooKeeper.start()) {
            System.setProperty("legacy.xml.zookeeper", zookeeper.getConnectString());
            try (ClassPathXmlApplicationContext context =
                         new ClassPathXmlApplicationContext("xml/legacy-namespace.xml")) {
                Greeting greeting = context.getBean("greeting", Greeting.class);
                RpcContext.getContext().setAttachment("from", "xml");
                assertEquals("xml", greeting.attachment("from"));
                assertEquals("yes", RpcContext.getServerContext().getAttachment("filtered"),
                        "the 2.6 filter, activated by its 2.6 @Activate, stamped the result");
            } finally {
                System.clearProperty("legacy.xml.zookeeper");
            }
        }
    }
}
