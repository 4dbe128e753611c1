package org.apache.dubbo.common.constants;

/**
 * Keys of the QoS (operations) server.
 */
public interface QosConstants {

    String QOS_ENABLE = "qos.enable";
    String QOS_CHECK = "qos.check";
    String QOS_HOST = "qos.host";
    String QOS_PORT = "qos.port";
    String ACCEPT_FOREIGN_IP = "qos.accept.foreign.ip";
    String ACCEPT_FOREIGN_IP_WHITELIST = "qos.accept.foreign.ip.whitelist";
    String ANONYMOUS_ACCESS_PERMISSION_LEVEL = "qos.anonymous.access.permission.level";
    String ANONYMOUS_ACCESS_ALLOW_COMMANDS = "qos.anonymous.access.allow.commands";
    String QOS_ENABLE_COMPATIBLE = "qos-enable";
    String QOS_HOST_COMPATIBLE = "qos-host";
    String QOS_PORT_COMPATIBLE = "qos-port";
    String ACCEPT_FOREIGN_IP_COMPATIBLE = "qos-accept-foreign-ip";
    String ACCEPT_FOREIGN_IP_WHITELIST_COMPATIBLE = "qos-accept-foreign-ip-whitelist";
    String ANONYMOUS_ACCESS_PERMISSION_LEVEL_COMPATIBLE = "qos-anonymous-access-permission-level";
}
