package org.apache.dubbo.validation;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.validation.support.jvalidation.JValidatorNew;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("jakarta")
class JakartaValidatorTest {

    private static final URL URL = org.apache.dubbo.common.URL.valueOf("dubbo://127.0.0.1:20880/"
            + JakartaUsers.class.getName() + "?validation=true");

    private static Set<String> messages(ConstraintViolationException e) {
        Set<String> messages = new TreeSet<>();
        for (ConstraintViolation<?> v : e.getConstraintViolations()) {
            messages.add(v.getPropertyPath() + ": " + v.getMessage());
        }
        return messages;
    }

    @Test
    void parameterConstraintsAreCheckedTogether() {
        Validator validator = new JValidatorNew(URL);
        assertDoesNotThrow(() -> validator.validate("save", new Class<?>[] {String.class, int.class},
                new Object[] {"alice", 20}));
        ConstraintViolationException e = assertThrows(ConstraintViolationException.class, () -> validator.validate(
                "save", new Class<?>[] {String.class, int.class}, new Object[] {"al", 10}));
        assertEquals(2, e.getConstraintViolations().size(), e::getMessage);
        assertTrue(e.getMessage().startsWith("Failed to validate service: " + JakartaUsers.class.getName()
                + ", method: save, cause: ["), e::getMessage);
        assertTrue(messages(e).toString().contains("size must be between 3 and 10"), messages(e)::toString);
    }

    @Test
    void beanArgumentsAreValidatedWithTheDefaultGroup() {
        Validator validator = new JValidatorNew(URL);
        ConstraintViolationException e = assertThrows(ConstraintViolationException.class, () -> validator.validate(
                "register", new Class<?>[] {JakartaUsers.User.class}, new Object[] {new JakartaUsers.User(null, "")}));
        assertEquals(Set.of("name: must not be blank"), messages(e));
    }

    @Test
    void methodValidatedAddsItsGroups() {
        Validator validator = new JValidatorNew(URL);
        ConstraintViolationException e = assertThrows(ConstraintViolationException.class, () -> validator.validate(
                "update", new Class<?>[] {JakartaUsers.User.class}, new Object[] {new JakartaUsers.User(null, "x")}));
        assertEquals(Set.of("id: must not be null"), messages(e));
    }

    @Test
    void elementsOfCollectionsAreValidated() {
        Validator validator = new JValidatorNew(URL);
        ConstraintViolationException e = assertThrows(ConstraintViolationException.class, () -> validator.validate(
                "registerAll", new Class<?>[] {java.util.List.class}, new Object[] {Arrays.asList(
                        new JakartaUsers.User(1, "ok"), new JakartaUsers.User(2, " "))}));
        assertEquals(1, e.getConstraintViolations().size());
    }

    @Test
    void theDefaultValidationPicksTheApiWithAProvider() throws Exception {
        Validation validation = ExtensionLoader.getExtensionLoader(Validation.class).getDefaultExtension();
        Validator validator = validation.getValidator(URL);
        assertInstanceOf(JValidatorNew.class, validator);
        assertTrue(validator.isSupport());
        assertThrows(ConstraintViolationException.class, () -> validator.validate("save",
                new Class<?>[] {String.class, int.class}, new Object[] {null, 20}));
    }
}
