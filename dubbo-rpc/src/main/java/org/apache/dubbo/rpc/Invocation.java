package org.apache.dubbo.rpc;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * One call of one method: its name, declared parameter types, arguments and attachments (the key/value pairs
 * that travel with it), plus local attributes that never leave the process.
 */
public interface Invocation {

    /** {@code [group/]interface[:version]} of the service being called. */
    String getTargetServiceUniqueName();

    /** The service key plus the protocol, e.g. {@code g/a.B:1.0:dubbo}. */
    String getProtocolServiceKey();

    String getMethodName();

    /** The interface name. */
    String getServiceName();

    Class<?>[] getParameterTypes();

    /** The parameter type names, e.g. for generic calls where the classes may be unknown locally. */
    default String[] getCompatibleParamSignatures() {
        Class<?>[] types = getParameterTypes();
        String[] names = new String[types.length];
        for (int i = 0; i < types.length; i++) {
            names[i] = types[i].getName();
        }
        return names;
    }

    Object[] getArguments();

    /** A String view of the attachments (non-String values are left out). */
    Map<String, String> getAttachments();

    Map<String, Object> getObjectAttachments();

    Map<String, Object> copyObjectAttachments();

    void foreachAttachment(Consumer<Map.Entry<String, Object>> consumer);

    void setAttachment(String key, String value);

    void setAttachment(String key, Object value);

    void setObjectAttachment(String key, Object value);

    void setAttachmentIfAbsent(String key, String value);

    void setAttachmentIfAbsent(String key, Object value);

    void setObjectAttachmentIfAbsent(String key, Object value);

    String getAttachment(String key);

    String getAttachment(String key, String defaultValue);

    Object getObjectAttachment(String key);

    Object getObjectAttachment(String key, Object defaultValue);

    /** The attachment as it was put, without any conversion. */
    default Object getObjectAttachmentWithoutConvert(String key) {
        return getObjectAttachment(key);
    }

    /** The module the invoked service belongs to: the default module of the default application. */
    default org.apache.dubbo.rpc.model.ModuleModel getModuleModel() {
        return org.apache.dubbo.rpc.model.ApplicationModel.defaultModel().getDefaultModule();
    }

    Invoker<?> getInvoker();

    /** Local attribute, not sent. */
    Object put(Object key, Object value);

    Object get(Object key);

    Map<Object, Object> getAttributes();

    default void addInvokedInvoker(Invoker<?> invoker) {
    }

    default List<Invoker<?>> getInvokedInvokers() {
        return Collections.emptyList();
    }
}
