package org.apache.dubbo.config.spring.surface;

/** The service every surface walk exports and refers. */
public interface SurfaceService {

    String hello(String name);
}
