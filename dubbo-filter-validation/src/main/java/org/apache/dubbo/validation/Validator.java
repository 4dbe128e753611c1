package org.apache.dubbo.validation;

/** Checks the arguments of a call before it is made (consumer) or executed (provider). */
public interface Validator {

    /**
     * @throws Exception describing every violation (the built-in validators throw the Bean Validation API's
     *                   {@code ConstraintViolationException})
     */
    void validate(String methodName, Class<?>[] parameterTypes, Object[] arguments) throws Exception;

    /** Whether this validator can work here (its API and a provider are on the class path). */
    default boolean isSupport() {
        return true;
    }
}
