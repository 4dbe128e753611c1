package org.apache.dubbo.validation;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;

import javax.validation.ConstraintViolation;
import javax.validation.ConstraintViolationException;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.validation.support.jvalidation.JValidator;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Runs in the surefire execution "javax", whose class path has a JSR-380 provider and no Jakarta one. */
@Tag("javax")
class JavaxValidatorTest {

    private static final URL URL = org.apache.dubbo.common.URL.valueOf("dubbo://127.0.0.1:20880/"
            + JavaxUsers.class.getName() + "?validation=jvalidation");

    private static Set<String> messages(ConstraintViolationException e) {
        Set<String> messages = new TreeSet<>();
        for (ConstraintViolation<?> v : e.getConstraintViolations()) {
            messages.add(v.getPropertyPath() + ": " + v.getMessage());
        }
        return messages;
    }

    @Test
    void theDefaultValidationFallsBackToJavax() throws Exception {
        Validator validator = ExtensionLoader.getExtensionLoader(Validation.class).getExtension("jvalidation")
                .getValidator(URL);
        assertInstanceOf(JValidator.class, validator);
        assertDoesNotThrow(() -> validator.validate("save", new Class<?>[] {String.class, int.class},
                new Object[] {"alice", 20}));
        ConstraintViolationException e = assertThrows(ConstraintViolationException.class, () -> validator.validate(
                "save", new Class<?>[] {String.class, int.class}, new Object[] {"al", 10}));
        assertEquals(2, e.getConstraintViolations().size(), e::getMessage);
        assertTrue(e.getMessage().startsWith("Failed to validate service: " + JavaxUsers.class.getName()
                + ", method: save, cause: ["), e::getMessage);
    }

    @Test
    void beansAndMethodGroups() {
        Validator validator = new JValidator(URL);
        ConstraintViolationException e = assertThrows(ConstraintViolationException.class, () -> validator.validate(
                "register", new Class<?>[] {JavaxUsers.User.class}, new Object[] {new JavaxUsers.User(null, "")}));
        assertEquals(Set.of("name: must not be blank"), messages(e));
        e = assertThrows(ConstraintViolationException.class, () -> validator.validate("update",
                new Class<?>[] {JavaxUsers.User.class}, new Object[] {new JavaxUsers.User(null, "x")}));
        assertEquals(Set.of("id: must not be null"), messages(e));
    }
}
