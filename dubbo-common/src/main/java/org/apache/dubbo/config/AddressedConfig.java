package org.apache.dubbo.config;

import java.util.Map;

/** A config whose {@code address} can supply its protocol, credentials, port and parameters. */
interface AddressedConfig {

    String getProtocol();

    void setProtocol(String protocol);

    String getUsername();

    void setUsername(String username);

    String getPassword();

    void setPassword(String password);

    Integer getPort();

    void setPort(Integer port);

    void updateParameters(Map<String, String> parameters);
}
