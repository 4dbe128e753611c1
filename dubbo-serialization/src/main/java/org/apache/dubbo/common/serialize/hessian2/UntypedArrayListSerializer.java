package org.apache.dubbo.common.serialize.hessian2;

import java.io.IOException;
import java.util.ArrayList;

import com.alibaba.com.caucho.hessian.io.AbstractHessianOutput;
import com.alibaba.com.caucho.hessian.io.AbstractSerializer;

/**
 * Writes a {@link java.util.ArrayList} as an untyped hessian list, as {@code org.apache.dubbo:hessian-lite} 4.x
 * (Apache Dubbo 3.3) does; hessian-lite 3.2.x (Apache Dubbo 2.7/3.2) names the class ({@code java.util.ArrayList})
 * in every list's header. Both lines read either form, and read an untyped list as an {@code ArrayList}, so the
 * value arrives the same; the untyped form is 20 bytes shorter per message. Only {@code ArrayList} itself: its
 * subclasses and other collections keep their type name, in both lines.
 */
final class UntypedArrayListSerializer extends AbstractSerializer {

    static final UntypedArrayListSerializer INSTANCE = new UntypedArrayListSerializer();

    private UntypedArrayListSerializer() {
    }

    @Override
    public void writeObject(Object obj, AbstractHessianOutput out) throws IOException {
        if (out.addRef(obj)) {
            return;
        }
        ArrayList<?> list = (ArrayList<?>) obj;
        int size = list.size();
        boolean hasEnd = out.writeListBegin(size, null);
        for (int i = 0; i < size; i++) {
            out.writeObject(list.get(i));
        }
        if (hasEnd) {
            out.writeListEnd();
        }
    }
}
