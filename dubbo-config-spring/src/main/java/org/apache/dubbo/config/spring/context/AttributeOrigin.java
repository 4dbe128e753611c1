package org.apache.dubbo.config.spring.context;

/**
 * Where the attributes of a Dubbo config bean were written, so that an error can point at it: an XML element
 * ({@code <dubbo:reference id="greeting" ...>} in {@code class path resource [consumer.xml]}) or an annotation
 * ({@code @DubboReference} on field {@code Shop.greeting}).
 */
public interface AttributeOrigin {

    /**
     * How the user wrote one attribute there, e.g. {@code attribute iothreads="-1" of <dubbo:reference
     * id="greeting"> (class path resource [consumer.xml])} or {@code @DubboReference(iothreads=-1) on field
     * Shop.greeting}.
     *
     * @param property the bean property the attribute sets, e.g. {@code iothreads}
     * @param value    the value as written
     */
    String describe(String property, Object value);

    /** The element or annotation as a whole, for errors that concern no single attribute. */
    String describe();
}
