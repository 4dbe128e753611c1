package org.apache.dubbo.rpc.cluster;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.SPI;

/**
 * Makes {@link Router}s. Extensions marked {@code @Activate} join every reference's router chain (subject to the
 * reference's {@code router} attribute, e.g. {@code router="-myrouter"}); others join the references that name
 * them in {@code router}.
 */
@SPI
public interface RouterFactory {

    /** The router for the consumer URL (or a {@code route://} rule URL). */
    Router getRouter(URL url);
}
