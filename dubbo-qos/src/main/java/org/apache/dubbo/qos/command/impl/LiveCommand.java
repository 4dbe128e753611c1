package org.apache.dubbo.qos.command.impl;

/** {@code live}: the process answers, so it is alive (as Apache Dubbo's default, also after {@code shutdown}). */
public class LiveCommand extends ProbeCommand {

    @Override
    public String summary() {
        return "Judge if service is alive?";
    }

    @Override
    boolean check() {
        return true;
    }
}
