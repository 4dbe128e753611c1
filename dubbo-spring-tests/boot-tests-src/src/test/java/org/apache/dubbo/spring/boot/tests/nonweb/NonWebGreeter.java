package org.apache.dubbo.spring.boot.tests.nonweb;

import org.apache.dubbo.config.annotation.DubboService;
import org.apache.dubbo.spring.boot.tests.Greeter;

/** The non-web provider's service, found through dubbo.scan.base-packages. */
@DubboService
public class NonWebGreeter extends Greeter {
}
