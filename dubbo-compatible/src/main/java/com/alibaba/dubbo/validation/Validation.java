package com.alibaba.dubbo.validation;

/**
 * Dubbo 2.6's validation extension point: the current {@link org.apache.dubbo.validation.Validation} under its old
 * name. Registered in {@code META-INF/dubbo/com.alibaba.dubbo.validation.Validation} and named by a service's or
 * reference's {@code validation} setting, it checks calls as a current one does.
 */
@Deprecated
public interface Validation extends org.apache.dubbo.validation.Validation {
}
