package org.apache.dubbo.common.serialize.fastjson2;

import com.alibaba.fastjson2.JSONException;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.util.TypeUtils;
import org.apache.dubbo.common.serialize.security.SerializationSecurity;

/**
 * Resolves the class names fastjson2 finds in data through our class policy: a refused class fails the read
 * with a message naming it instead of being instantiated.
 */
final class PolicyAutoTypeHandler implements JSONReader.AutoTypeBeforeHandler {

    static final PolicyAutoTypeHandler INSTANCE = new PolicyAutoTypeHandler();

    @Override
    public Class<?> apply(String typeName, Class<?> expectClass, long features) {
        String reason = SerializationSecurity.policy().refusalReason(typeName);
        if (reason != null) {
            throw new JSONException(reason);
        }
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        if (loader == null) {
            loader = PolicyAutoTypeHandler.class.getClassLoader();
        }
        Class<?> mapped = TypeUtils.getMapping(typeName);
        if (mapped != null) {
            return mapped;
        }
        try {
            return Class.forName(typeName, false, loader);
        } catch (ClassNotFoundException e) {
            return null;
        }
    }
}
