package io.github.dubbotuned.benchmark.api;

/** Answers every call with the provider name it was built with. */
public final class FaultProbeServiceImpl implements FaultProbeService {

    private final String name;

    public FaultProbeServiceImpl(String name) {
        this.name = name;
    }

    @Override
    public String serve(int caller) {
        return name;
    }
}
