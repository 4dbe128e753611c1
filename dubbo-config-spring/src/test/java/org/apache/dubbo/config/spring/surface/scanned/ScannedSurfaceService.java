package org.apache.dubbo.config.spring.surface.scanned;

import org.apache.dubbo.config.annotation.DubboService;
import org.apache.dubbo.config.spring.surface.SurfaceServiceImpl;

/** Found by {@code <dubbo:annotation package>} in the surface walk. */
@DubboService(group = "scanned")
public class ScannedSurfaceService extends SurfaceServiceImpl {
}
