package com.alibaba.dubbo.compat.extensions;

import com.alibaba.dubbo.validation.Validation;
import com.alibaba.dubbo.validation.Validator;
import org.apache.dubbo.common.URL;

/** A Dubbo 2.6 validation (registered as {@code legacyreject}): rejects any call whose first argument is "rejected". */
public class LegacyRejectingValidation implements Validation {

    @Override
    public Validator getValidator(URL url) {
        return new Validator() {
            @Override
            public void validate(String methodName, Class<?>[] parameterTypes, Object[] arguments) {
                if (arguments.length > 0 && "rejected".equals(arguments[0])) {
                    throw new IllegalArgumentException("2.6 validation rejects " + methodName + "(rejected)");
                }
            }
        };
    }
}
