package org.apache.dubbo.config;

import java.io.Serializable;

import org.apache.dubbo.config.annotation.Argument;
import org.apache.dubbo.config.support.Parameter;

/**
 * Settings of one method argument, chosen by {@code index} or by {@code type}; its URL parameters are
 * {@code {method}.{index}.{key}}. Not a bean of its own, hence not an {@link AbstractConfig}.
 */
public class ArgumentConfig implements Serializable {

    private static final long serialVersionUID = 1L;

    /** -1: not chosen by index. */
    private Integer index = -1;
    private String type;
    private Boolean callback;

    public ArgumentConfig() {
    }

    public ArgumentConfig(Argument argument) {
        this.index = argument.index();
        this.type = argument.type().isEmpty() ? null : argument.type();
        this.callback = argument.callback();
    }

    /** The argument position from 0, or -1 when the argument is chosen by {@link #getType()}. */
    @Parameter(excluded = true)
    public Integer getIndex() {
        return index;
    }

    public void setIndex(Integer index) {
        this.index = index;
    }

    /** The argument's type name, resolved to an index against the method's signature. */
    @Parameter(excluded = true)
    public String getType() {
        return type;
    }

    public void setType(String type) {
        this.type = type;
    }

    /** Whether the argument is a callback the provider calls back through the connection. */
    public Boolean isCallback() {
        return callback;
    }

    public void setCallback(Boolean callback) {
        this.callback = callback;
    }
}
