package com.alibaba.dubbo.compat.annotated;

import com.alibaba.dubbo.compat.Greeting;
import com.alibaba.dubbo.config.annotation.Reference;
/** A 2.6 client bean (declared by the configuration): the service in this context too, so injvm=false makes the call go through the registry. */
public class AnnotatedClient {

    @Reference(version = "2.6", injvm = false, timeout = 20000)
    private Greeting greeting;

    public Greeting greeting() {
        return greeting;
    }
}
