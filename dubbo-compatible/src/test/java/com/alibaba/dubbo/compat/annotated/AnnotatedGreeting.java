package com.alibaba.dubbo.compat.annotated;

import com.alibaba.dubbo.compat.LegacyGreeting;
import com.alibaba.dubbo.config.annotation.Service;

/** A 2.6 service class: only the com.alibaba annotation, whose export and register default to false. */
@Service(version = "2.6")
public class AnnotatedGreeting extends LegacyGreeting {
}
