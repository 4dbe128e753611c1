package org.apache.dubbo.config.spring.tests.annotated.services;

import org.apache.dubbo.config.annotation.DubboService;
import org.apache.dubbo.config.annotation.Method;
import org.apache.dubbo.config.spring.tests.Greeter;

/** A service found by {@code @EnableDubbo}'s scan, with service- and method-level attributes. */
@DubboService(version = "1.0", timeout = 3000, methods = @Method(name = "sayHello", timeout = 2500))
public class AnnotatedGreeter extends Greeter {
}
