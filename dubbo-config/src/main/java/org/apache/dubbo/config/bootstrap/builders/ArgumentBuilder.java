package org.apache.dubbo.config.bootstrap.builders;

import org.apache.dubbo.config.ArgumentConfig;

/** Builds an {@link ArgumentConfig}, the settings of one argument of a method (a callback, typically). */
public class ArgumentBuilder {

    private final BeanSettings<ArgumentConfig> settings = new BeanSettings<>();

    public static ArgumentBuilder newBuilder() {
        return new ArgumentBuilder();
    }

    /** The position of the argument, from 0. */
    public ArgumentBuilder index(Integer index) {
        settings.set("index", index, ArgumentConfig::setIndex);
        return this;
    }

    /** The argument's type, for picking the argument by type rather than by position. */
    public ArgumentBuilder type(String type) {
        settings.set("type", type, ArgumentConfig::setType);
        return this;
    }

    /** Whether the argument is a callback the provider calls back on the consumer. */
    public ArgumentBuilder callback(Boolean callback) {
        settings.set("callback", callback, ArgumentConfig::setCallback);
        return this;
    }

    public ArgumentConfig build() {
        ArgumentConfig argument = new ArgumentConfig();
        settings.applyTo(argument);
        return argument;
    }
}
