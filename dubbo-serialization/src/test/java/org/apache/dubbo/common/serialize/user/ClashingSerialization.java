package org.apache.dubbo.common.serialize.user;

/** Claims hessian2's id 2: refused, hessian2 keeps it. */
public class ClashingSerialization extends JavaTestSerialization {
    @Override
    public byte getContentTypeId() {
        return 2;
    }
}
