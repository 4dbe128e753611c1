package com.alibaba.dubbo.validation;

/** Dubbo 2.6's argument checker: the current {@link org.apache.dubbo.validation.Validator} under its old name. */
@Deprecated
public interface Validator extends org.apache.dubbo.validation.Validator {
}
