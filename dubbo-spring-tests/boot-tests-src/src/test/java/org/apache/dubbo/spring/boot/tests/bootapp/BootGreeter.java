package org.apache.dubbo.spring.boot.tests.bootapp;

import org.apache.dubbo.config.annotation.DubboService;
import org.apache.dubbo.spring.boot.tests.Greeter;

/** The Boot application's service, found through dubbo.scan.base-packages. */
@DubboService
public class BootGreeter extends Greeter {
}
