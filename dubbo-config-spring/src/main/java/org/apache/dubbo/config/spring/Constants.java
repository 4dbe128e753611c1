package org.apache.dubbo.config.spring;

/** Names the Spring integration puts on bean definitions. */
public final class Constants {

    /**
     * Bean definition attribute holding the {@link org.apache.dubbo.config.spring.context.AttributeOrigin} of a
     * bean defined by a {@code <dubbo:*>} element or a Dubbo annotation.
     */
    public static final String ORIGIN_ATTRIBUTE = "dubbo.origin";

    /**
     * Bean definition attribute of a {@link ReferenceBean} returned by a {@code @Bean} method annotated with
     * {@code @DubboReference}: the reference's properties, by property name.
     */
    public static final String REFERENCE_PROPS = "referenceProps";

    /**
     * Bean definition attribute declaring the object type of a {@code FactoryBean} (Spring 5.2's
     * {@code FactoryBean.OBJECT_TYPE_ATTRIBUTE}, spelled out so that the class links on Spring 4.3, which ignores it).
     */
    public static final String OBJECT_TYPE_ATTRIBUTE = "factoryBeanObjectType";

    private Constants() {
    }
}
