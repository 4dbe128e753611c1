package org.apache.dubbo.common.serialize.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;

class ClassPolicyTest {

    private final ClassPolicy defaults = SerializationSecurity.loadDefault();

    @Test
    void defaultModeIsDenyList() {
        assertEquals(ClassPolicy.Mode.DENY_LIST, defaults.mode());
    }

    @Test
    void knownGadgetsAreRefusedWithAReasonNamingClassAndRule() {
        String reason = defaults.refusalReason("com.sun.rowset.JdbcRowSetImpl");
        assertNotNull(reason);
        assertTrue(reason.contains("com.sun.rowset.JdbcRowSetImpl") && reason.contains("com.sun.rowset."), reason);
        assertNotNull(defaults.refusalReason("org.apache.commons.collections.functors.InvokerTransformer"));
        assertNotNull(defaults.refusalReason("java.lang.Runtime"));
        assertNotNull(defaults.refusalReason("org.codehaus.groovy.runtime.MethodClosure"));
    }

    @Test
    void classEntriesDoNotSwallowClassesThatMerelyShareAPrefix() {
        assertNull(defaults.refusalReason("java.lang.RuntimeException"));
        assertNull(defaults.refusalReason("java.lang.ThreadDeath"));
        assertNotNull(defaults.refusalReason("java.lang.Thread"));
        assertNotNull(defaults.refusalReason("java.lang.Thread$State"), "nested classes follow their outer class");
    }

    @Test
    void repeatedQuestionsAboutTheSameClassGetTheSameAnswer() {
        for (int i = 0; i < 3; i++) {
            assertNull(defaults.refusalReason("com.example.Order"));
            String reason = defaults.refusalReason("com.sun.rowset.JdbcRowSetImpl");
            assertNotNull(reason);
            assertTrue(reason.contains("com.sun.rowset."), reason);
        }
    }

    @Test
    void classesBeyondTheRememberedDecisionsAreStillJudged() {
        ClassPolicy policy = defaults.withMode(ClassPolicy.Mode.DENY_LIST);
        for (int i = 0; i < ClassPolicy.REMEMBERED_DECISIONS + 10; i++) {
            assertNull(policy.refusalReason("com.example.generated.Type" + i));
        }
        assertNotNull(policy.refusalReason("com.sun.rowset.JdbcRowSetImpl"), "judged after the memory is full");
        assertNull(policy.refusalReason("com.example.Order"));
    }

    @Test
    void ordinaryApplicationClassesPassInDenyListMode() {
        assertNull(defaults.refusalReason("com.example.Order"));
    }

    @Test
    void strictModeAllowsOnlyBasicsAndExplicitEntries() {
        ClassPolicy strict = defaults.withMode(ClassPolicy.Mode.ALLOW_LIST);
        assertNull(strict.refusalReason("java.util.ArrayList"));
        assertNull(strict.refusalReason("java.time.LocalDate"));
        String reason = strict.refusalReason("com.example.Order");
        assertTrue(reason != null && reason.contains("STRICT"), String.valueOf(reason));
        assertNull(strict.withAllowed(Collections.singletonList("com.example.")).refusalReason("com.example.Order"));
        assertNotNull(strict.refusalReason("java.lang.ProcessBuilder"), "deny entries win over built-in basics");
    }

    @Test
    void explicitUserAllowanceOverridesTheDenyList() {
        assertNull(defaults.withAllowed(List.of("ch.qos.logback.classic.spi.LoggingEvent"))
                .refusalReason("ch.qos.logback.classic.spi.LoggingEvent"));
    }

    @Test
    void disabledModeAllowsEverything() {
        assertNull(defaults.withMode(ClassPolicy.Mode.DISABLED).refusalReason("com.sun.rowset.JdbcRowSetImpl"));
    }

    @Test
    void upstreamModeNamesAreAccepted() {
        assertEquals(ClassPolicy.Mode.ALLOW_LIST, ClassPolicy.Mode.parse("STRICT"));
        assertEquals(ClassPolicy.Mode.DENY_LIST, ClassPolicy.Mode.parse("warn"));
        assertEquals(ClassPolicy.Mode.DISABLED, ClassPolicy.Mode.parse("DISABLE"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ClassPolicy.Mode.parse("LOOSE"));
        assertTrue(e.getMessage().contains("LOOSE"));
    }

    interface OrderService {
        Receipt place(Order order, List<LineItem> items) throws OrderFailed;
    }

    static class Order implements java.io.Serializable {
        Customer customer;
    }

    static class Customer implements java.io.Serializable {
        String name;
    }

    static class LineItem implements java.io.Serializable {
    }

    static class Receipt implements java.io.Serializable {
    }

    static class OrderFailed extends Exception {
    }

    @Test
    void interfaceWalkerCollectsParametersReturnsExceptionsGenericsAndFields() {
        assertEquals(new java.util.LinkedHashSet<>(Arrays.asList(Receipt.class.getName(), Order.class.getName(),
                        LineItem.class.getName(), OrderFailed.class.getName(), Customer.class.getName())),
                new java.util.LinkedHashSet<>(InterfaceTypeWalker.reachableClassNames(OrderService.class)));
    }
}
