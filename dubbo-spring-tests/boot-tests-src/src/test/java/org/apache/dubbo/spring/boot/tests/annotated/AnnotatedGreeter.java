package org.apache.dubbo.spring.boot.tests.annotated;

import org.apache.dubbo.config.annotation.DubboService;
import org.apache.dubbo.spring.boot.tests.Greeter;

/** The annotation-driven application's service; it greets differently so that callers can tell who answered. */
@DubboService(timeout = 3000)
public class AnnotatedGreeter extends Greeter {

    public AnnotatedGreeter() {
        setPrefix("Annotated hello ");
    }
}
