package org.apache.dubbo.config;

import java.util.ArrayList;
import java.util.List;

import org.apache.dubbo.config.annotation.Reference;
import org.apache.dubbo.rpc.model.ModuleModel;

/** A reference config that records {@code get(check)} calls, standing in for the RPC layer's ReferenceConfig. */
class FakeReference<T> extends ReferenceConfigBase<T> {

    private static final long serialVersionUID = 1L;

    final List<Boolean> checks = new ArrayList<>();
    boolean destroyed;

    FakeReference() {
    }

    FakeReference(ModuleModel moduleModel) {
        super(moduleModel);
    }

    FakeReference(Reference reference) {
        super(reference);
    }

    @Override
    public T get(boolean check) {
        checks.add(check);
        return null;
    }

    @Override
    public void destroy() {
        destroyed = true;
    }
}
