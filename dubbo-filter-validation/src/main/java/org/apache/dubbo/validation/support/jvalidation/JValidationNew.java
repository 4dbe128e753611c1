package org.apache.dubbo.validation.support.jvalidation;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.validation.Validator;
import org.apache.dubbo.validation.support.AbstractValidation;

/** {@code validation="jvalidation-jakarta"}: Jakarta Bean Validation 3, see {@link JValidatorNew}. */
public class JValidationNew extends AbstractValidation {

    @Override
    protected Validator createValidator(URL url) {
        return new JValidatorNew(url);
    }
}
