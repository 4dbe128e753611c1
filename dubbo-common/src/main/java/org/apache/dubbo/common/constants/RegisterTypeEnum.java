package org.apache.dubbo.common.constants;

/**
 * How a service gets registered: never, only when the application asks for it, by the deployer once the module
 * has started, or as soon as it is exported.
 */
public enum RegisterTypeEnum {
    NEVER_REGISTER,
    MANUAL_REGISTER,
    AUTO_REGISTER_BY_DEPLOYER,
    AUTO_REGISTER
}
