package org.apache.dubbo.validation.support.jvalidation;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.validation.Validator;
import org.apache.dubbo.validation.support.AbstractValidation;

/**
 * {@code validation="true"}, {@code jvalidation} or {@code jvalidationNew}: Jakarta Bean Validation when its API
 * and a provider are on the class path, else JSR-303/380 ({@code javax.validation}) when those are; neither is a
 * dependency of ours, and without both a clear error says what to add.
 */
public class AdapterValidation extends AbstractValidation {

    @Override
    protected Validator createValidator(URL url) {
        Throwable jakarta = available(() -> JValidatorNew.factory());
        if (jakarta == null) {
            return new JValidatorNew(url);
        }
        Throwable javax = available(() -> JValidator.factory());
        if (javax == null) {
            return new JValidator(url);
        }
        IllegalStateException e = new IllegalStateException("validation=\"" + url.getParameter("validation")
                + "\" on " + url.getServiceKey() + " needs a Bean Validation provider on the class path: Jakarta"
                + " (jakarta.validation-api 3 with e.g. org.hibernate.validator:hibernate-validator 8 and an EL"
                + " implementation) or JSR-380 (javax.validation with hibernate-validator 6). Jakarta: " + jakarta
                + "; javax: " + javax);
        e.addSuppressed(jakarta);
        e.addSuppressed(javax);
        throw e;
    }

    private static Throwable available(Runnable factory) {
        try {
            factory.run();
            return null;
        } catch (LinkageError | RuntimeException e) {
            return e;
        }
    }
}
