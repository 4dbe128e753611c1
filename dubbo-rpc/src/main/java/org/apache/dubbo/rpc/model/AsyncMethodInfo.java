package org.apache.dubbo.rpc.model;

import java.lang.reflect.Method;

/**
 * The event callbacks of one consumer method ({@code oninvoke}, {@code onreturn}, {@code onthrow} of
 * {@code <dubbo:method>} / {@code @Method}): for each, the object and the method called on it. Read by
 * {@link org.apache.dubbo.rpc.protocol.dubbo.filter.FutureFilter} from the invocation attribute
 * {@code async-method-info}.
 */
public class AsyncMethodInfo {

    private Object oninvokeInstance;
    private Method oninvokeMethod;
    private Object onreturnInstance;
    private Method onreturnMethod;
    private Object onthrowInstance;
    private Method onthrowMethod;

    public Object getOninvokeInstance() {
        return oninvokeInstance;
    }

    public void setOninvokeInstance(Object oninvokeInstance) {
        this.oninvokeInstance = oninvokeInstance;
    }

    public Method getOninvokeMethod() {
        return oninvokeMethod;
    }

    public void setOninvokeMethod(Method oninvokeMethod) {
        this.oninvokeMethod = oninvokeMethod;
    }

    public Object getOnreturnInstance() {
        return onreturnInstance;
    }

    public void setOnreturnInstance(Object onreturnInstance) {
        this.onreturnInstance = onreturnInstance;
    }

    public Method getOnreturnMethod() {
        return onreturnMethod;
    }

    public void setOnreturnMethod(Method onreturnMethod) {
        this.onreturnMethod = onreturnMethod;
    }

    public Object getOnthrowInstance() {
        return onthrowInstance;
    }

    public void setOnthrowInstance(Object onthrowInstance) {
        this.onthrowInstance = onthrowInstance;
    }

    public Method getOnthrowMethod() {
        return onthrowMethod;
    }

    public void setOnthrowMethod(Method onthrowMethod) {
        this.onthrowMethod = onthrowMethod;
    }
}
