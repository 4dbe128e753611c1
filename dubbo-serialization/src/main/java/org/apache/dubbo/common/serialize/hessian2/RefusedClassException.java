package org.apache.dubbo.common.serialize.hessian2;

import com.alibaba.com.caucho.hessian.io.HessianProtocolException;

/**
 * A peer sent an object of a class our serialization class policy refuses. The class was not loaded and
 * nothing was instantiated; the message names the class, the rule, and how to allow it.
 */
public final class RefusedClassException extends HessianProtocolException {

    private final String className;

    RefusedClassException(String className, String reason) {
        super(reason);
        this.className = className;
    }

    public String getClassName() {
        return className;
    }
}
