package org.apache.dubbo.config;

import java.util.ArrayList;
import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.config.annotation.Service;
import org.apache.dubbo.rpc.model.ModuleModel;

/**
 * A service config that records lifecycle calls instead of exporting, standing in for the RPC layer's
 * {@code ServiceConfig}. Overrides {@code isExported()} without re-annotating it, as that class would.
 */
class FakeService<T> extends ServiceConfigBase<T> {

    private static final long serialVersionUID = 1L;

    private final List<URL> exported = new ArrayList<>();
    private boolean unexported;

    FakeService() {
    }

    FakeService(ModuleModel moduleModel) {
        super(moduleModel);
    }

    FakeService(Service service) {
        super(service);
    }

    @Override
    public void export() {
        exported.add(URL.valueOf("dubbo://127.0.0.1:20880/" + getInterface()));
    }

    @Override
    public void unexport() {
        exported.clear();
        unexported = true;
    }

    @Override
    public boolean isExported() {
        return !exported.isEmpty();
    }

    @Override
    public boolean isUnexported() {
        return unexported;
    }

    @Override
    public List<URL> getExportedUrls() {
        return exported;
    }
}
