package org.apache.dubbo.validation.support.jvalidation;

import java.lang.reflect.Method;
import java.util.LinkedHashSet;
import java.util.Set;

import javax.validation.ConstraintViolation;
import javax.validation.ConstraintViolationException;
import javax.validation.ValidatorFactory;
import javax.validation.groups.Default;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.validation.Validator;

/**
 * JSR-303/380 ({@code javax.validation}) validation of a service's calls: the constraints on the interface
 * method's parameters, then every bean argument (and bean inside an argument array, collection or map), against the
 * groups of {@link ValidationTargets#groups}. Violations are thrown together as a
 * {@link ConstraintViolationException} whose message reads {@code Failed to validate service: <interface>, method:
 * <method>, cause: [<violations>]}.
 */
public class JValidator implements Validator {

    private static volatile ValidatorFactory factory;

    private final Class<?> service;
    private final Object target;
    private final javax.validation.Validator validator;

    public JValidator(URL url) {
        this.service = ValidationTargets.serviceInterface(url);
        this.target = ValidationTargets.instanceOf(service);
        this.validator = factory().getValidator();
    }

    static ValidatorFactory factory() {
        ValidatorFactory current = factory;
        if (current == null) {
            synchronized (JValidator.class) {
                current = factory;
                if (current == null) {
                    current = javax.validation.Validation.buildDefaultValidatorFactory();
                    factory = current;
                }
            }
        }
        return current;
    }

    @Override
    public void validate(String methodName, Class<?>[] parameterTypes, Object[] arguments) throws Exception {
        Method method = service.getMethod(methodName, parameterTypes);
        Class<?>[] groups = ValidationTargets.groups(service, method, Default.class);
        Set<ConstraintViolation<?>> violations = new LinkedHashSet<>();
        for (ConstraintViolation<Object> violation : validator.forExecutables().validateParameters(target, method,
                arguments, groups)) {
            if (ValidationTargets.isParameterLevel(violation.getPropertyPath())) {
                violations.add(violation);
            }
        }
        ValidationTargets.forEachBean(arguments, bean -> violations.addAll(validator.validate(bean, groups)));
        if (!violations.isEmpty()) {
            throw new ConstraintViolationException(ValidationTargets.message(service, methodName, violations),
                    violations);
        }
    }

    @Override
    public boolean isSupport() {
        return true;
    }
}
