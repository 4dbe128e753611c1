package org.apache.dubbo.config.spring.surface;

/** The implementation exported by the surface walks. */
public class SurfaceServiceImpl implements SurfaceService {

    @Override
    public String hello(String name) {
        return "hello " + name;
    }
}
