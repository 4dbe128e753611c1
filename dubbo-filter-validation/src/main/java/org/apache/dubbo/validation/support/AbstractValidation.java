package org.apache.dubbo.validation.support;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.validation.Validation;
import org.apache.dubbo.validation.Validator;

/** One validator per service URL, made on first use by {@link #createValidator(URL)}. */
public abstract class AbstractValidation implements Validation {

    private final ConcurrentMap<String, Validator> validators = new ConcurrentHashMap<>();

    @Override
    public Validator getValidator(URL url) {
        String key = url.toFullString();
        Validator validator = validators.get(key);
        if (validator == null) {
            validator = validators.computeIfAbsent(key, k -> createValidator(url));
        }
        return validator;
    }

    protected abstract Validator createValidator(URL url);
}
